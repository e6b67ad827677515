import { useId } from 'react';
import type { Institution } from '../../../../contract/institutions.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { formatInstantDate } from '../../../ui/format.ts';
import { formatSiret } from '../institution-form.ts';
import { formatTariff } from '../format.ts';
import { fr, statusLabels, tariffLabels } from '../fr.ts';
import { formatLocation } from '../location-form.ts';
import { TARIFF_KEYS } from '../../../ui/tariffs.ts';

export const statusTones: Record<Institution['status'], BadgeTone> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
};

/**
 * An establishment (docs/product-rules.md §4): name, role, contact, status, creation date
 * and its five tariffs, « Non définie » when not set; « Modifier » when `onEdit` is given.
 */
export function InstitutionCard({
  institution,
  as: Tag = 'li',
  showLocation = false,
  onEdit,
}: {
  institution: Institution;
  /** `li` in the directory, `article` alone on the profile. */
  as?: 'li' | 'article';
  /** « Position » (the administrator's directory): whether distances can be measured. */
  showLocation?: boolean;
  onEdit?: () => void;
}) {
  const headingId = useId();
  const tariffsId = useId();
  return (
    <Tag className="card institution-card" aria-labelledby={headingId}>
      <div className="card__head">
        <div className="institution-card__identity">
          <h2 id={headingId} className="institution-card__name">
            {institution.name}
          </h2>
          <p className="institution-card__role">
            <span className="visually-hidden">{fr.roleLabel} : </span>
            {fr.institutionRole}
          </p>
        </div>
        <Badge tone={statusTones[institution.status] ?? 'danger'}>
          {statusLabels[institution.status] ?? statusLabels.rejected}
        </Badge>
      </div>

      <dl className="facts facts--split">
        <div>
          <dt>{fr.email}</dt>
          <dd>{institution.email}</dd>
        </div>
        <div>
          <dt>{fr.phone}</dt>
          <dd>{institution.phone}</dd>
        </div>
        <div>
          <dt>{fr.address}</dt>
          <dd>{institution.address.trim() || fr.noAddress}</dd>
        </div>
        <div>
          <dt>{fr.siret}</dt>
          <dd>{institution.siret ? formatSiret(institution.siret) : fr.noSiret}</dd>
        </div>
        <div>
          <dt>{fr.createdAt}</dt>
          <dd>{formatInstantDate(institution.created_at)}</dd>
        </div>
        {showLocation ? (
          <div>
            <dt>{fr.location.term}</dt>
            <dd>
              {institution.location ? formatLocation(institution.location) : fr.location.unset}
            </dd>
          </div>
        ) : null}
      </dl>

      <section className="institution-card__tariffs" aria-labelledby={tariffsId}>
        <h3 id={tariffsId} className="institution-card__subheading">
          {fr.tariffs}
        </h3>
        <dl className="facts facts--split tariff-list">
          {TARIFF_KEYS.map((key) => {
            const value = institution.tarification[key];
            return (
              <div key={key} className={value === null ? 'tariff-list__undefined' : undefined}>
                <dt>{tariffLabels[key]}</dt>
                <dd>{formatTariff(key, value)}</dd>
              </div>
            );
          })}
        </dl>
      </section>

      {onEdit ? (
        <div className="end-action">
          <button type="button" className="button button--ghost" onClick={onEdit}>
            {fr.edit}
            <span className="visually-hidden"> {institution.name}</span>
          </button>
        </div>
      ) : null}
    </Tag>
  );
}
