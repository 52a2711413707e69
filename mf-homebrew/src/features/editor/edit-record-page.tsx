// The editor of a saved record, loaded in its own chunk on the first visit (browsing never pays for it).
export { EditRecordPage as default } from './editor-page';
