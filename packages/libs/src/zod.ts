// zod as the product uses it, as one module that Module Federation shares once per page
// (packages/config/src/federation.ts). A shared module is loaded whole, and zod whole, every locale with it,
// is about 87 KB gzip; `z` here holds only the members the product uses (./zod-api.ts), about a third of it,
// sent once instead of once per app. Import `z` from here, never from 'zod'.
export * as z from './zod-api';
