import { MapPin, Phone } from 'lucide-react';
import type { Prestation } from '../../../../contract/missions.ts';
import { mapUrl } from '../compact-when.ts';
import { fr } from '../fr.ts';

/**
 * Where a mission is, for the nurse on her way: the establishment, its address as a map link
 * and, when known, a call button (« Appeler 04 72 10 20 30 » for screen readers).
 */
export function MissionPlace({
  mission,
  call = true,
}: {
  mission: Pick<Prestation, 'etablissement' | 'etablissement_name'>;
  /** The call button: for her own missions, not for those she has not taken. */
  call?: boolean;
}) {
  const place = mission.etablissement;
  const name = mission.etablissement_name ?? place?.name ?? fr.noInstitution;
  const phone = call && place?.phone ? place.phone : null;
  return (
    <div className="mission-place">
      <MapPin className="mission-place__icon" aria-hidden="true" focusable="false" />
      <p className="mission-place__text">
        <span className="mission-place__name">{name}</span>
        {place?.address ? (
          <a
            className="mission-place__address"
            href={mapUrl(place.address)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${place.address}${fr.onMap}`}
          >
            {place.address}
          </a>
        ) : null}
      </p>
      {phone ? (
        <a
          className="button button--ghost mission-place__call"
          href={`tel:${phone.replace(/[^+\d]/g, '')}`}
          aria-label={fr.call(phone)}
        >
          <Phone className="mission-place__call-icon" aria-hidden="true" focusable="false" />
          {fr.callShort}
        </a>
      ) : null}
    </div>
  );
}
