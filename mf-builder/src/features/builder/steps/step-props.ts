import type { Catalog } from '@duality/rules';
import type { Draft } from '../draft/use-draft';

/** What every step view gets: the draft (read and update) and the catalog it chooses from. */
export interface StepProps {
  draft: Draft;
  catalog: Catalog;
}
