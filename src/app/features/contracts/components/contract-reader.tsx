import { useQuery } from '@tanstack/react-query';
import '../contracts.css';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { Contract } from '../../../../contract/contracts.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { isApiError } from '../../../api/client.ts';
import { useOnline } from '../../../offline/use-online.ts';
import { useSignedInUser } from '../../../session/session-context.ts';
import { Badge } from '../../../ui/badge.tsx';
import { capitalised, formatEuros, formatInstantDateTime, formatRate } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { contractQueryOptions, useSignContract } from '../api/contracts.ts';
import { fr } from '../fr.ts';
import { DownloadContractButton } from './download-contract.tsx';

const ROLES: Record<string, string> = {
  nurse: 'Infirmier(ère)',
  caregiver: 'Aide-soignant(e)',
  any: 'Infirmier(ère) ou aide-soignant(e)',
};

/** « 7 h 05 » */
const duration = (minutes: number) =>
  `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;

/**
 * The reading view of a mission's contract: everything it says, the signatures so far, and
 * « Signer le contrat » for the party whose signature is missing. Signing needs the network;
 * the PDF downloads from the device's copy offline once fetched.
 */
export function ContractReader({ missionId }: { missionId: string }) {
  usePageTitle(fr.readerTitle);
  const query = useQuery(contractQueryOptions(missionId));
  if (query.isPending) return <Spinner />;
  if (query.isError || !query.data) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <section className="page" aria-labelledby="page-title">
        <PageHeader title={fr.readerTitle} subtitle="" />
        <p className={missing ? 'empty-text' : 'inline-error'}>
          {missing ? fr.noContract : fr.loadOneFailed}
        </p>
        <Link to="/contrats">{fr.back}</Link>
      </section>
    );
  }
  return <Reader contract={query.data} missionId={missionId} />;
}

function Reader({ contract, missionId }: { contract: Contract; missionId: string }) {
  const user = useSignedInUser();
  const online = useOnline();
  const sign = useSignContract();
  const t = contract.terms;
  const party = user.role === 'institution' ? 'institution' : 'professional';
  const mySignature =
    party === 'institution' ? contract.institution_signed_at : contract.professional_signed_at;
  const canSign = user.role !== 'admin' && contract.status === 'to_sign' && mySignature === null;

  function onSign() {
    sign.mutate(
      { missionId, sha256: contract.sha256 },
      {
        onSuccess: () => toast.success(fr.signedToast),
        onError: (error) => toast.error(errorMessage(error, fr.signFailed)),
      },
    );
  }

  return (
    <section className="page contract" aria-labelledby="page-title">
      <PageHeader
        title={fr.readerTitle}
        subtitle={`${t.mission.name} · ${fr.version(contract.version)}`}
      />
      <p className="contract__status">
        {contract.status === 'signed' ? (
          <Badge tone="success">{fr.statusSigned}</Badge>
        ) : contract.status === 'void' ? (
          <Badge tone="neutral">{fr.statusVoid}</Badge>
        ) : (
          <Badge tone="warning">{fr.statusToSign}</Badge>
        )}
        {contract.status === 'signed' ? <span> {fr.sealed}</span> : null}
      </p>

      <article className="card contract__sheet">
        <h2 className="contract__heading">{fr.parties}</h2>
        <dl className="facts facts--colon">
          <div>
            <dt>{fr.establishment}</dt>
            <dd>
              {t.institution.name}
              <br />
              {t.institution.address}
              <br />
              {fr.siret} : {t.institution.siret ?? fr.notGiven}
            </dd>
          </div>
          <div>
            <dt>{fr.professional}</dt>
            <dd>
              {t.professional.name} — {ROLES[t.professional.role] ?? ''}
              <br />
              {fr.rpps} : {t.professional.rpps ?? fr.notGiven}
            </dd>
          </div>
        </dl>

        <h2 className="contract__heading">{fr.mission}</h2>
        <dl className="facts facts--colon">
          <div>
            <dt>{fr.place}</dt>
            <dd>{t.mission.place}</dd>
          </div>
          <div>
            <dt>{fr.start}</dt>
            <dd>{formatInstantDateTime(t.mission.start)}</dd>
          </div>
          <div>
            <dt>{fr.end}</dt>
            <dd>{formatInstantDateTime(t.mission.end)}</dd>
          </div>
          <div>
            <dt>{fr.duration}</dt>
            <dd>{duration(t.mission.minutes)}</dd>
          </div>
        </dl>

        <h2 className="contract__heading">{fr.pay}</h2>
        <ul className="line-list contract__pay">
          {t.bands.map((band) => (
            <li key={band.band} className="line-list__main">
              <span>
                {capitalised(band.label)} · {duration(Math.round(band.hours * 60))} ·{' '}
                {formatRate(band.rate)}
              </span>
              <span>{formatEuros(band.amount)}</span>
            </li>
          ))}
          <li className="line-list__main">
            <span>{fr.travelFee}</span>
            <span>{formatEuros(t.travel_fee)}</span>
          </li>
          <li className="line-list__main contract__total">
            <span>{fr.estimated}</span>
            <span>{formatEuros(t.estimated_pay)}</span>
          </li>
          <li className="line-list__main">
            <span>{fr.commission(t.commission_rate)}</span>
            <span>− {formatEuros(t.commission)}</span>
          </li>
          <li className="line-list__main contract__total">
            <span>{fr.net}</span>
            <span>{formatEuros(t.estimated_pay - t.commission)}</span>
          </li>
        </ul>

        <h2 className="contract__heading">{fr.cancellation}</h2>
        <p>{fr.cancellationHalf(formatEuros(t.half_compensation))}</p>
        <p>{fr.cancellationFull(formatEuros(t.full_compensation))}</p>

        <h2 className="contract__heading">{fr.signatures}</h2>
        <dl className="facts facts--colon">
          <div>
            <dt>{fr.establishment}</dt>
            <dd>
              {contract.institution_signed_at
                ? fr.signedOn(formatInstantDateTime(contract.institution_signed_at))
                : fr.notYet}
            </dd>
          </div>
          <div>
            <dt>{fr.professional}</dt>
            <dd>
              {contract.professional_signed_at
                ? fr.signedOn(formatInstantDateTime(contract.professional_signed_at))
                : fr.notYet}
            </dd>
          </div>
        </dl>
        <p className="contract__fingerprint">
          {fr.fingerprint} : <code>{contract.sha256}</code>
        </p>
      </article>

      <div className="contract__actions">
        {canSign ? (
          <>
            <p className="field-note">{online ? fr.signNote : fr.signOffline}</p>
            <button
              type="button"
              className="button"
              onClick={onSign}
              disabled={!online || sign.isPending}
              aria-busy={sign.isPending}
            >
              {sign.isPending ? fr.signing : fr.sign}
            </button>
          </>
        ) : null}
        <DownloadContractButton contract={contract} />
        <Link to="/contrats">{fr.back}</Link>
      </div>
    </section>
  );
}
