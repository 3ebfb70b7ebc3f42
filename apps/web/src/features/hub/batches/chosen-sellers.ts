import { MAX_ID } from '@makers-pantry/domain/bounds';
import { MAX_CHOSEN_SELLERS } from '@makers-pantry/domain/hub';
import { useListParams } from '../ui/use-list-params';

/**
 * The makers chosen in the seller picker, kept in the URL as `sellers=3,7` so the list, the plan
 * form and a shared link all see the same choice. None (or nonsense) means all makers.
 */
export function useChosenSellers() {
  const list = useListParams();
  const chosen = [
    ...new Set(
      (list.read('sellers') ?? '')
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID),
    ),
  ].slice(0, MAX_CHOSEN_SELLERS);
  return {
    chosen,
    /** `?sellers=3,7`, or nothing when all makers are shown. */
    search: chosen.length > 0 ? `?sellers=${chosen.join(',')}` : '',
    choose: (ids: number[]) =>
      list.update({ sellers: ids.length > 0 ? ids.join(',') : undefined }, { replace: true }),
  };
}
