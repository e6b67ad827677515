import { useQuery } from '@tanstack/react-query';
import '../contracts.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { ContractListItem } from '../../../../contract/contracts.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { useOnline } from '../../../offline/use-online.ts';
import { useSignedInUser } from '../../../session/session-context.ts';
import { formatInstantDateTime } from '../../../ui/format.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { contractsQueryOptions, useSignContract } from '../api/contracts.ts';
import { fr } from '../fr.ts';
import { DownloadContractButton } from './download-contract.tsx';

/**
 * « Contrats »: those awaiting the user's signature (every unsigned one for the administrator)
 * and the signed ones, each downloadable. The establishment signs several at once: it ticks
 * them and signs the selection, each with the hash of the version listed.
 */
export function ContractsScreen() {
  usePageTitle(fr.title);
  const user = useSignedInUser();
  const toSign = useQuery(contractsQueryOptions('to_sign'));
  const signed = useQuery(contractsQueryOptions('signed'));
  const subtitle =
    user.role === 'institution'
      ? fr.subtitleInstitution
      : user.role === 'admin'
        ? fr.subtitleAdmin
        : fr.subtitleProfessional;
  return (
    <section className="page contracts" aria-labelledby="page-title">
      <PageHeader title={fr.title} subtitle={subtitle} />
      <h2 className="section-title">{fr.toSign}</h2>
      <ListStates query={toSign} failedText={fr.loadFailed} emptyText={fr.noneToSign}>
        {(items) =>
          user.role === 'institution' ? (
            <SignSeveral items={items} />
          ) : (
            <ul className="contract-list">
              {items.map((item) => (
                <ContractRow key={item.id} item={item} showOther={user.role === 'admin'}>
                  <Link className="button" to={`/contrats/${item.prestation_id}`}>
                    {user.role === 'admin' ? fr.readOnly : fr.read}
                  </Link>
                </ContractRow>
              ))}
            </ul>
          )
        }
      </ListStates>
      <h2 className="section-title">{fr.signed}</h2>
      <ListStates query={signed} failedText={fr.loadFailed} emptyText={fr.noneSigned}>
        {(items) => (
          <ul className="contract-list">
            {items.map((item) => (
              <ContractRow key={item.id} item={item} showOther>
                <DownloadContractButton contract={item} />
              </ContractRow>
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}

function ContractRow({
  item,
  showOther,
  children,
  leading,
}: {
  item: ContractListItem;
  showOther: boolean;
  children: React.ReactNode;
  leading?: React.ReactNode;
}) {
  const user = useSignedInUser();
  const other = user.role === 'institution' ? item.professional_name : item.institution_name;
  const mine =
    user.role === 'institution' ? item.institution_signed_at : item.professional_signed_at;
  return (
    <li className="card contract-row">
      {leading}
      <div className="contract-row__main">
        <p className="contract-row__name">
          <Link to={`/contrats/${item.prestation_id}`}>{item.prestation_name}</Link>
        </p>
        <p className="contract-row__meta">
          {formatInstantDateTime(item.date_start)}
          {showOther || user.role !== 'admin' ? ` · ${fr.with(other)}` : ''} ·{' '}
          {fr.version(item.version)}
        </p>
        {item.status === 'to_sign' && mine !== null ? (
          <p className="contract-row__meta">{fr.waitingOther}</p>
        ) : null}
      </div>
      <div className="contract-row__actions">{children}</div>
    </li>
  );
}

/** The establishment's list: tick several, sign them in one go. */
function SignSeveral({ items }: { items: readonly ContractListItem[] }) {
  const online = useOnline();
  const sign = useSignContract();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const chosen = items.filter((item) => selected.has(item.id));
  const all = items.length > 0 && chosen.length === items.length;

  function toggle(id: string) {
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function signSelection() {
    setBusy(true);
    let done = 0;
    for (const item of chosen) {
      try {
        await sign.mutateAsync({ missionId: item.prestation_id, sha256: item.sha256 });
        done += 1;
      } catch (error) {
        toast.error(fr.signFailedFor(item.prestation_name, errorMessage(error, fr.signFailed)));
      }
    }
    if (done > 0) toast.success(fr.signedCount(done));
    setSelected(new Set());
    setBusy(false);
  }

  return (
    <>
      <div className="contracts__bulk">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={all}
            onChange={() => setSelected(all ? new Set() : new Set(items.map((i) => i.id)))}
          />
          {fr.selectAll}
        </label>
        <button
          type="button"
          className="button"
          disabled={chosen.length === 0 || busy || !online}
          aria-busy={busy}
          onClick={() => void signSelection()}
        >
          {busy ? fr.signingSelection : fr.signSelection(chosen.length)}
        </button>
      </div>
      {!online ? <p className="field-note">{fr.signOffline}</p> : null}
      <ul className="contract-list">
        {items.map((item) => (
          <ContractRow
            key={item.id}
            item={item}
            showOther
            leading={
              <input
                type="checkbox"
                className="contract-row__check"
                aria-label={fr.selectOne(item.prestation_name)}
                checked={selected.has(item.id)}
                onChange={() => toggle(item.id)}
              />
            }
          >
            <Link className="button button--ghost" to={`/contrats/${item.prestation_id}`}>
              {fr.readOnly}
            </Link>
          </ContractRow>
        ))}
      </ul>
    </>
  );
}
