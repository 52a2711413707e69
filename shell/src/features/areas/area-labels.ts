import { areaApps, areaNames, type AreaName } from '@duality/platform';

/** How an area is named in messages to the user (the platform's one area definition says it). */
export const areaLabels: Record<AreaName, string> = Object.fromEntries(
  areaNames.map((area) => [area, areaApps[area].label]),
) as Record<AreaName, string>;
