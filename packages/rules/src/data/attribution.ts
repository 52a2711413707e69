// The licence statements that travel with the built-in content (SRD README: show them on the About page and
// in the print footer). Wording follows seansbox/LICENSE, adapted from "this repository" to "this product".

/** DPCGL attribution line, required wherever the SRD content is shown. */
export const DPCGL_ATTRIBUTION =
  'This product includes materials from the Daggerheart System Reference Document 1.0, © Critical Role, LLC. under the terms of the Darrington Press Community Gaming (DPCGL) License. More information can be found at https://www.daggerheart.com/. There are minor modifications to format and structure, and all descriptions are rewritten.';

/** Trademark notice from the same licence file. */
export const TRADEMARK_NOTICE =
  'Daggerheart and all related marks are trademarks of Critical Role, LLC and used with permission.';

/** The product is unofficial (SRD README). */
export const UNOFFICIAL_STATEMENT =
  'Duality is an unofficial fan-made companion. It is not affiliated with, endorsed or sponsored by Darrington Press or Critical Role.';

/** Link to the licence terms. */
export const LICENSE_URL = 'https://www.daggerheart.com/';
