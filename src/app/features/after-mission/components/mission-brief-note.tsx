import { useEffect, useState } from 'react';
import { call } from '../../../api/client.ts';
import {
  briefWorthFetching,
  insidePrivateWindow,
  readBrief,
  storeBrief,
} from '../../../offline/briefs.ts';
import type { LocalBrief, LocalMission } from '../../../offline/db.ts';
import { useOnline } from '../../../offline/use-online.ts';
import { formatInstantDateTime } from '../../../ui/format.ts';
import { useSignedInUser } from '../../../session/session-context.ts';
import { fr } from '../fr.ts';
import '../after-mission.css';

/**
 * The brief (« Consignes ») on her mission's card: the establishment's general brief, the
 * mission's, and — inside its window only — the private part (codes). Read from the device
 * (`src/app/offline/briefs.ts`), fetched when online for missions starting within 24 h or under
 * way: read at the door even with no network.
 */
export function MissionBriefNote({ mission, now }: { mission: LocalMission; now: number }) {
  const user = useSignedInUser();
  const online = useOnline();
  const [brief, setBrief] = useState<LocalBrief | undefined>(undefined);
  const worth = briefWorthFetching(mission, now);

  useEffect(() => {
    let live = true;
    void readBrief(mission.id, user.id)
      .then((kept) => {
        if (live && kept) setBrief(kept);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [mission.id, user.id]);

  useEffect(() => {
    if (!online || !worth) return;
    let live = true;
    call('missionBrief', { params: { id: mission.id } })
      .then((served) => storeBrief(served, user.id))
      .then((kept) => {
        if (live) setBrief(kept);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [online, worth, mission.id, user.id]);

  if (!brief) return null;
  const secret =
    brief.brief_private && insidePrivateWindow(brief, now) ? brief.brief_private : null;
  const empty = !brief.general && !brief.brief && !secret;
  const headingId = `brief-${mission.id}`;
  return (
    <section className="mission-brief" aria-labelledby={headingId}>
      <h4 id={headingId} className="mission-brief__title">
        {fr.briefTitle}
      </h4>
      {empty ? <p className="mission-brief__none">{fr.briefNone}</p> : null}
      {brief.general ? (
        <div className="mission-brief__part">
          <p className="mission-brief__label">{fr.briefGeneral}</p>
          <p className="mission-brief__text">{brief.general}</p>
        </div>
      ) : null}
      {brief.brief ? (
        <div className="mission-brief__part">
          <p className="mission-brief__label">{fr.briefMission}</p>
          <p className="mission-brief__text">{brief.brief}</p>
        </div>
      ) : null}
      {secret ? (
        <div className="mission-brief__part mission-brief__part--private">
          <p className="mission-brief__label">{fr.briefPrivate}</p>
          <p className="mission-brief__text mission-brief__secret">{secret}</p>
        </div>
      ) : Date.parse(brief.private_from) > now ? (
        <p className="mission-brief__none">
          {fr.briefPrivateLater(formatInstantDateTime(brief.private_from))}
        </p>
      ) : null}
      {!online ? <p className="mission-brief__none">{fr.briefOfflineCopy}</p> : null}
    </section>
  );
}
