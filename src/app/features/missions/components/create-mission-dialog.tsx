import { useState } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { fr } from '../fr.ts';
import { useSubmitMission } from '../hooks/use-submit-mission.ts';
import { MissionFields, MissionFormActions } from './mission-fields.tsx';

function CreateMissionForm({ onDone }: { onDone: () => void }) {
  const { onSubmit, pending, form } = useSubmitMission({
    full: false,
    createdText: fr.institutionSubmitted,
    failedText: fr.institutionCreateFailed,
    onDone,
  });

  return (
    <form className="mission-form" onSubmit={onSubmit} {...form.props}>
      <div className="mission-form__grid">
        {/* The dialog opens to type a mission: its first field takes the focus. */}
        <MissionFields autoFocus errors={form.errors} />
      </div>
      <FormErrors messages={form.others} />
      <MissionFormActions pending={pending} submitText={fr.createDialogSubmit} onCancel={onDone} />
    </form>
  );
}

/**
 * « Créer une prestation » (establishment dashboard, docs/product-rules.md §2, §8): a request submitted to
 * the administrator, who assigns it.
 */
export function CreateMissionDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {fr.createDialogButton}
      </button>
      <Dialog open={open} title={fr.createDialogTitle} onClose={() => setOpen(false)}>
        <CreateMissionForm onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
