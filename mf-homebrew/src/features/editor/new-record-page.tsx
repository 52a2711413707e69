// The editor of a new record, loaded in its own chunk on the first visit (browsing never pays for it).
export { NewRecordPage as default } from './editor-page';
