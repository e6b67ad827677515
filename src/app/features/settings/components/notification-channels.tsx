import { useId, type ChangeEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { errorMessage } from '../../../api/error-message.ts';
import { useSignedInUser } from '../../../session/session-context.ts';
import { useUpdateMySettings } from '../api/update-my-settings.ts';
import { fr } from '../fr.ts';
import '../settings.css';

type Channel = 'notify_push' | 'notify_email';

const saved: Record<Channel, (on: boolean) => string> = {
  notify_push: fr.channelPushSaved,
  notify_email: fr.channelEmailSaved,
};

/**
 * « Notifications »: where her news reaches her besides the app, one switch per channel, saved
 * at once (PUT /users/me/settings). Push also needs this device's permission, which the card
 * above it (« Notifications sur cet appareil ») asks for. Each switch shows the saved value;
 * while a change travels it shows the wanted one and neither takes another.
 */
export function NotificationChannels() {
  const user = useSignedInUser();
  const update = useUpdateMySettings();
  const titleId = useId();
  const wanted = update.isPending ? update.variables : undefined;
  // The browser's own refusal: the account's « on » cannot reach this device.
  const blockedHere = typeof Notification !== 'undefined' && Notification.permission === 'denied';
  const pushOn = wanted?.notify_push ?? user.notify_push;

  function toggle(channel: Channel) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      if (update.isPending) return;
      const next = event.currentTarget.checked;
      update.mutate(channel === 'notify_push' ? { notify_push: next } : { notify_email: next }, {
        onSuccess: () => toast.success(saved[channel](next)),
        onError: (error) => toast.error(errorMessage(error, fr.saveFailed)),
      });
    };
  }

  return (
    <section className="card settings__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings__title">
        {fr.notificationsTitle}
      </h2>
      <ChannelSwitch
        label={fr.channelPush}
        hint={blockedHere ? fr.channelPushBlockedHint : fr.channelPushHint}
        on={pushOn}
        stateText={blockedHere && pushOn ? fr.channelPushBlocked : undefined}
        busy={update.isPending}
        onChange={toggle('notify_push')}
      />
      <ChannelSwitch
        label={fr.channelEmail}
        hint={fr.channelEmailHint(user.email, user.role)}
        on={wanted?.notify_email ?? user.notify_email}
        busy={update.isPending}
        onChange={toggle('notify_email')}
      />
    </section>
  );
}

/** One channel: the switch's whole line is a 44 px target; its hint describes it. */
function ChannelSwitch(props: {
  label: string;
  hint: string;
  on: boolean;
  /** Said instead of « Activé » / « Désactivé » (« Bloquées ici »). */
  stateText?: string | undefined;
  busy: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const hintId = useId();
  return (
    <div className="settings__channel">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          className="switch__input"
          checked={props.on}
          onChange={props.onChange}
          aria-describedby={hintId}
          aria-busy={props.busy || undefined}
        />
        <span className="switch__label">{props.label}</span>
        <span className="switch__state" aria-hidden="true">
          {props.stateText ?? (props.on ? fr.channelOn : fr.channelOff)}
        </span>
      </label>
      <p id={hintId} className="settings__hint">
        {props.hint}
      </p>
    </div>
  );
}
