import { z } from 'zod';

/** The five independently deployed areas, in menu order. */
export const areaNames = ['character', 'builder', 'campaign', 'homebrew', 'account'] as const;
export const areaNameSchema = z.enum(areaNames);
export type AreaName = z.infer<typeof areaNameSchema>;

/** Module Federation container name of an area's remote (snake_case: it becomes a global name). */
export const federationName = (area: AreaName): `mf_${AreaName}` => `mf_${area}`;

/** The module every remote exposes with its single-spa lifecycles. */
export const lifecyclesModule = (area: AreaName): string => `${federationName(area)}/lifecycles`;
