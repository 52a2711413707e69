import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

// Elements that markdown produces and that make sense in a description. Images become their alt text before
// this step; task-list checkboxes (`input`) would be bare, unlabelled controls without their attributes.
const tagNames = (defaultSchema.tagNames ?? []).filter((tag) => tag !== 'img' && tag !== 'input');

/**
 * What may survive in rendered markdown: only id and class attributes on any element (ids are prefixed so that
 * a description cannot clobber the page's own ids), plus a link's href limited to http, https and mailto.
 */
export const markdownSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames,
  attributes: { '*': ['id', 'className'], a: ['href'] },
  required: {},
  protocols: { href: ['http', 'https', 'mailto'] },
  clobber: ['id'],
  clobberPrefix: 'user-content-',
};
