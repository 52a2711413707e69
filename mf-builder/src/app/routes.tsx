import { defineAreaRoutes, route } from '@duality/area-kit';
import './builder.css';
import { BuilderStartPage, BuilderStepPage } from '../features/builder/builder-page';
import { builderPagePatterns } from '../lib/paths';

// `/builder` resumes the draft at its saved step; `/builder/:step` is one step (a deep link works, an
// unknown step goes back to `/builder`).
export const { routes } = defineAreaRoutes('builder', import.meta.env.APP_VERSION, [
  route({ path: '/builder', title: 'Character Builder', page: BuilderStartPage }),
  route({
    path: builderPagePatterns.step,
    params: { step: 'text' },
    title: 'Character Builder',
    page: BuilderStepPage,
  }),
]);
