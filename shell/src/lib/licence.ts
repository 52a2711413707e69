// The DPCGL attribution the SRD licence asks for, in its wording, and our unofficial-status statement.
export const attribution =
  'This product includes materials from the Daggerheart System Reference Document 1.0, © Critical Role, LLC. under the terms of the Darrington Press Community Gaming (DPCGL) License. More information can be found at https://www.daggerheart.com/.';

export const unofficial =
  'Duality is an unofficial fan project. It is not affiliated with, endorsed, or sponsored by Critical Role or Darrington Press. Daggerheart and all related marks are trademarks of Critical Role, LLC and used with permission.';
