// What the product reads of a Module Federation mf-manifest.json: the parts the release's compatibility check
// compares (compatibility.ts) here, and where a remote's entry is in remote-entry.ts.
import { z } from '@duality/libs/zod-mini';

export const nonEmpty = () => z.string().check(z.minLength(1));

const sharedModuleSchema = z.looseObject({
  name: nonEmpty(),
  version: nonEmpty(),
  requiredVersion: nonEmpty(),
  singleton: z.optional(z.boolean()),
});
export type SharedModule = z.infer<typeof sharedModuleSchema>;

/** The parts of a Module Federation mf-manifest.json the compatibility check reads. */
export const federationManifestSchema = z.looseObject({
  name: nonEmpty(),
  metaData: z.looseObject({
    buildInfo: z.looseObject({ buildVersion: z.string(), buildName: z.optional(z.string()) }),
    pluginVersion: nonEmpty(),
  }),
  shared: z.array(sharedModuleSchema),
});
export type FederationManifest = z.infer<typeof federationManifestSchema>;
