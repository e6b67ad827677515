import { toast } from 'react-toastify/unstyled';
import type { Prestation } from '../../../../contract/missions.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { useFavorites, useToggleFavorite } from '../api/favorites.ts';
import { fr } from '../fr.ts';

/**
 * « Ajouter à Mes soignants » / « Retirer de Mes soignants » on a mission the establishment had
 * done by someone: its favourites are offered its next missions first.
 */
export function FavoriteToggle({ mission }: { mission: Prestation }) {
  const institutionId = mission.etablissement_id;
  const favorites = useFavorites(institutionId);
  const toggle = useToggleFavorite();
  const userId = mission.assigned_to;
  if (!institutionId || !userId || !favorites.data) return null;
  const isFavorite = favorites.data.some((p) => p.id === userId);
  const who = mission.assigned_name ?? '';
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-pressed={isFavorite}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { id: institutionId, userId, add: !isFavorite },
          {
            onSuccess: () =>
              toast.success(isFavorite ? fr.favoriteRemoved(who) : fr.favoriteAdded(who)),
            onError: (error) => toast.error(errorMessage(error, fr.favoriteFailed)),
          },
        )
      }
    >
      {isFavorite ? fr.favoriteRemove : fr.favoriteAdd}
      <span className="visually-hidden"> — {who}</span>
    </button>
  );
}
