import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { PayslipGenerateQuery, type WaitingMission } from '../../../../contract/payslips.ts';
import { localDate } from '../../../../domain/pay/local-time.ts';
import { isApiError } from '../../../api/client.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { useGeneratePayslip } from '../api/generate-payslip.ts';
import { professionalsQueryOptions } from '../api/professionals-query.ts';
import { fr } from '../fr.ts';
import {
  alreadyOnPayslips,
  checkGenerateForm,
  monthOf,
  periodAfterLast,
} from '../generate-form.ts';
import { payslipsQueryOptions } from '../api/payslips-query.ts';
import { formatShortDate } from '../format.ts';
import { splitDetail, waitingMissionLine } from '../waiting-missions.ts';

/**
 * The admin's « Générer fiche de paie »: a period (the current month by default) and an
 * approved professional. The server's refusal (« Aucune prestation terminée sur cette
 * période. », a missing tariff, the missions whose hours are not validated yet…) is the toast,
 * as docs/product-rules.md §8 asks, and stays written in the dialog, its list one line per
 * mission. A payslip generated without some of the period's missions (hours still awaiting
 * sign-off or contested) says which before the dialog closes.
 */
export function GeneratePayslipDialog({
  open,
  onClose,
  onGenerated,
  hoursPath,
}: {
  open: boolean;
  onClose: () => void;
  onGenerated: () => void;
  /** « Heures à valider », where the waiting missions are settled. */
  hoursPath?: string;
}) {
  return (
    <Dialog open={open} title={fr.generateTitle} onClose={onClose}>
      <GenerateForm onClose={onClose} onGenerated={onGenerated} hoursPath={hoursPath} />
    </Dialog>
  );
}

/** The refusal, written where the admin is looking; a list of missions reads as a list. */
function Refusal({ text }: { text: string }) {
  const { lead, items } = splitDetail(text);
  return (
    <div className="inline-error generate-refusal" role="alert">
      <p>{lead}</p>
      {items.length > 0 ? (
        <ul className="generate-refusal__list">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** After a generation that had to leave missions out: which, and why. */
function WaitingMissions({
  waiting,
  hoursPath,
  onClose,
}: {
  waiting: readonly WaitingMission[];
  hoursPath?: string;
  onClose: () => void;
}) {
  return (
    <div className="form-stack generate-waiting" role="status">
      <p className="generate-waiting__done">{fr.generated}</p>
      <p className="generate-waiting__intro">{fr.waitingIntro(waiting.length)}</p>
      <ul className="line-list">
        {waiting.map((mission) => (
          <li key={mission.prestation_id} className="line-list__item generate-waiting__item">
            <span>{waitingMissionLine(mission)}</span>
            <Badge tone={mission.validation === 'contested' ? 'danger' : 'warning'}>
              {fr.waitingState[mission.validation]}
            </Badge>
          </li>
        ))}
      </ul>
      <p className="field__hint">{fr.waitingLater(waiting.length)}</p>
      <div className="button-row generate-waiting__actions">
        {hoursPath ? (
          <Link to={hoursPath} className="button button--ghost">
            {fr.waitingLink}
          </Link>
        ) : null}
        <button type="button" className="button" onClick={onClose}>
          {fr.close}
        </button>
      </div>
    </div>
  );
}

function GenerateForm({
  onClose,
  onGenerated,
  hoursPath,
}: {
  onClose: () => void;
  onGenerated: () => void;
  hoursPath?: string;
}) {
  const professionals = useQuery(professionalsQueryOptions());
  const generate = useGeneratePayslip();
  const form = useZodForm();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<readonly WaitingMission[] | null>(null);
  const [today] = useState(() => localDate(Date.now(), appTimeZone()));
  const [period, setPeriod] = useState(() => monthOf(today));
  const [userId, setUserId] = useState('');
  // Every payslip (the administrator's list): to start after her last one and to say which
  // missions of the period another payslip already holds.
  const payslips = useQuery(payslipsQueryOptions());
  const onOther = alreadyOnPayslips(payslips.data ?? [], userId, period.start, period.end);
  // Dates she typed herself are kept; otherwise choosing her proposes the period after her last.
  const [datesTyped, setDatesTyped] = useState(false);
  function choose(id: string) {
    setUserId(id);
    if (id && !datesTyped) setPeriod(periodAfterLast(payslips.data ?? [], id, today));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (generate.isPending) return;
    const data = new FormData(event.currentTarget);
    const check = checkGenerateForm({
      user_id: String(data.get('user_id') ?? ''),
      period_start: String(data.get('period_start') ?? ''),
      period_end: String(data.get('period_end') ?? ''),
    });
    if (!check.ok) {
      form.show({ fields: check.errors });
      return;
    }
    if (!form.validate(PayslipGenerateQuery, check.query)) return;
    setRefusal(null);
    generate.mutate(check.query, {
      onSuccess: (generated) => {
        toast.success(fr.generated);
        onGenerated();
        // `?? []`: a server of the previous version does not send the list.
        const left = generated.waiting ?? [];
        if (left.length > 0) setWaiting(left);
        else onClose();
      },
      onError: (error) => {
        // Issues about the fields (`loc: ['query', 'user_id']`) go under them; a refusal of the
        // period (« Aucune prestation terminée… ») is the specification's toast, kept in view.
        if (isApiError(error) && error.status === 422 && Array.isArray(error.detail)) {
          form.serverError(error, fr.generateFailed);
          return;
        }
        const text = errorMessage(error, fr.generateFailed);
        toast.error(text);
        setRefusal(text);
      },
    });
  }

  if (waiting) return <WaitingMissions waiting={waiting} hoursPath={hoursPath} onClose={onClose} />;

  const options = professionals.data ?? [];
  return (
    <form className="form-stack" onSubmit={onSubmit} {...form.props}>
      <div className="form-grid">
        <TextField
          label={fr.periodStart}
          name="period_start"
          type="date"
          value={period.start}
          onChange={(event) => {
            setDatesTyped(true);
            setPeriod((p) => ({ ...p, start: event.target.value }));
          }}
          required
          error={form.errors.period_start}
        />
        <TextField
          label={fr.periodEnd}
          name="period_end"
          type="date"
          value={period.end}
          onChange={(event) => {
            setDatesTyped(true);
            setPeriod((p) => ({ ...p, end: event.target.value }));
          }}
          required
          error={form.errors.period_end}
        />
        <SelectField
          label={fr.professionalSelect}
          name="user_id"
          required
          wide
          value={userId}
          onChange={(event) => choose(event.target.value)}
          hint={fr.periodAfterLastHint}
          options={[{ value: '', label: fr.chooseProfessional }, ...options]}
          error={form.errors.user_id}
        />
      </div>
      {professionals.isError ? <p className="inline-error">{fr.professionalsLoadFailed}</p> : null}
      {professionals.isSuccess && options.length === 0 ? (
        <p className="empty-text">{fr.noProfessional}</p>
      ) : null}
      {onOther.length > 0 ? (
        <div className="confirm-note" role="status">
          {onOther.map(({ payslip, missions }) => (
            <p key={payslip.id}>
              {fr.alreadyOnPayslip(
                formatShortDate(payslip.period_start),
                formatShortDate(payslip.period_end),
                missions.join(', '),
              )}
            </p>
          ))}
        </div>
      ) : null}
      <FormErrors messages={form.others} />
      {refusal ? <Refusal text={refusal} /> : null}
      <div className="end-action">
        <button type="submit" className="button" disabled={generate.isPending}>
          {generate.isPending ? fr.generating : fr.generateSubmit}
        </button>
      </div>
    </form>
  );
}
