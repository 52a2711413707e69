// The builder's pages: `/builder` (public: platform's buildPath) and one page per step, whose pattern the
// route declaration (app/routes.tsx) and every link to a step share.
import { fillPath } from '@duality/platform';

export const builderPagePatterns = { step: '/builder/:step' } as const;

/** The page of one builder step, by its slug (`/builder/review`). */
export const stepPath = (slug: string): string => fillPath(builderPagePatterns.step, { step: slug });
