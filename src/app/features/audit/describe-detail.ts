import type { AuditEntry } from '../../../contract/audit.ts';
import { formatInstantDateTime } from '../../ui/format.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * One short French line of what a decision's detail holds worth reading at a glance: the
 * times before and after a correction, the times an establishment proposed, an override's
 * reason. Anything else is left to the action's label.
 */
export function describeDetail(line: AuditEntry): string | null {
  const d = line.detail;
  const span = (value: unknown) => {
    const times = value as { started_at?: unknown; ended_at?: unknown } | null;
    const start = text(times?.started_at);
    const end = text(times?.ended_at);
    return start && end ? `${formatInstantDateTime(start)} → ${formatInstantDateTime(end)}` : null;
  };
  switch (line.action) {
    case 'hours.corrected': {
      const before = span(d.before);
      const after = span(d.after);
      return before && after ? `avant ${before}, après ${after}` : null;
    }
    case 'hours.contested':
      return span({ started_at: d.proposed_started_at, ended_at: d.proposed_ended_at })
        ? `proposé ${span({ started_at: d.proposed_started_at, ended_at: d.proposed_ended_at })}`
        : null;
    case 'mission.override': {
      const reason = text((d.override as { reason?: unknown } | undefined)?.reason);
      return reason ? `motif : « ${reason} »` : null;
    }
    case 'hours.validated':
      return d.settled === 'kept' ? 'contestation tranchée, heures de la soignante gardées' : null;
    default:
      return null;
  }
}
