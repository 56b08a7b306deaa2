// Every page this app's build prerenders names its page for the app to load before hydrating
// (@app/web-core/testing/prerendered-routes.ts).
import { describePrerenderedRoutes } from '@app/web-core/testing/prerendered-routes.ts';
import { pages } from '../prerender.tsx';
import { routes } from './router.tsx';

describePrerenderedRoutes(routes, pages);
