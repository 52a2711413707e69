// The analytics consent record and its re-prompt period on their own entry (`@duality/rules/consent`): the
// shell reads consent at start-up, and importing the package's index for it would put every game rule in
// the shell's first load.
export { CONSENT_REPROMPT_DAYS, consentRecordSchema, type ConsentRecord } from './schemas/consent-record';
