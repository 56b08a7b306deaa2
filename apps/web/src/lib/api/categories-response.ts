// The categories answer's schema on its own, loaded with import() by get-service-categories.ts: the
// landing page shows the categories, and a static import would put zod in its first load.
export { ZCategoriesResponse } from '@app/contract';
