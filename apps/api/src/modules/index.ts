import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../config.ts';
import { calendarFeedRoutes, organiserCalendarRoutes, providerCalendarRoutes } from './calendar/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { eventRequestRoutes } from './event-requests/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { notificationRoutes, unreadRoutes } from './inbox/routes.ts';
import { providerAccountRoutes } from './provider-account/routes.ts';
import { providerRequestRoutes } from './provider-requests/routes.ts';
import { providerRoutes } from './providers/routes.ts';
import { quoteRequestRoutes } from './quote-requests/routes.ts';
import { organiserQuoteRoutes, providerQuoteRoutes } from './quotes/routes.ts';
import { organiserReviewRoutes, providerReviewRoutes } from './reviews/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { organiserRunSheetRoutes, providerRunSheetRoutes } from './run-sheet/routes.ts';

/**
 * Feature modules mounted under /api. Each owns its folder (routes.ts, service files, tests) and
 * adds one line here.
 */
export type TApiModule = { prefix: string; routes: FastifyPluginAsyncZod<{ config: TConfig }> };

export const apiModules: TApiModule[] = [
  { prefix: '/media', routes: mediaRoutes },
  { prefix: '/event-organiser/event-requests', routes: eventRequestRoutes },
  { prefix: '/event-organiser/service-providers', routes: providerRoutes },
  { prefix: '/event-organiser/quote-requests', routes: quoteRequestRoutes },
  { prefix: '/event-organiser', routes: organiserQuoteRoutes },
  { prefix: '/event-organiser/reviews', routes: organiserReviewRoutes },
  { prefix: '/event-organiser/profile', routes: profileRoutes },
  { prefix: '/event-organiser/event-requests', routes: organiserRunSheetRoutes },
  { prefix: '/service-provider/account', routes: providerAccountRoutes },
  { prefix: '/service-provider/event-requests', routes: providerRequestRoutes },
  { prefix: '/service-provider/quotes', routes: providerQuoteRoutes },
  { prefix: '/service-provider/reviews', routes: providerReviewRoutes },
  { prefix: '/service-provider/event-requests', routes: providerRunSheetRoutes },
  { prefix: '/chat', routes: unreadRoutes },
  { prefix: '/chat', routes: chatRoutes },
  { prefix: '/notifications', routes: notificationRoutes },
  { prefix: '/event-organiser/calendar', routes: organiserCalendarRoutes },
  { prefix: '/service-provider/calendar', routes: providerCalendarRoutes },
  { prefix: '/calendar', routes: calendarFeedRoutes },
];
