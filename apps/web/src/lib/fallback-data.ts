// Built-in lists the wizard falls back to when the server cannot answer (spec public-site.md §7):
// the shared list (six categories with four specific services each, 16 cities) for the modal, and
// the first form's shorter list (four categories with two each, 10 cities) for the landing form.
// The ids follow the order the server seeds its reference data in.
import { NZ_CITIES, NZ_CITIES_SHORT, type TCategory } from '@app/contract';

type TSeed = { id: number; name: string; icon: string; description: string; subs: readonly (readonly [number, string, string])[] };

const SHARED: readonly TSeed[] = [
  { id: 1, name: 'Catering & Food', icon: 'utensils', description: 'Caterers, food trucks, bakers and bar services for every size of gathering.',
    subs: [[1, 'Full-Service Catering', 'Plated or buffet menus with staff'], [2, 'Food Trucks', 'Mobile kitchens that come to you'], [3, 'Cakes & Desserts', 'Celebration cakes, dessert tables and sweets'], [4, 'Bar & Beverage Service', 'Licensed bartenders, mocktails and coffee carts']] },
  { id: 2, name: 'Music & Entertainment', icon: 'music', description: 'Bands, DJs, performers and MCs to set the mood.',
    subs: [[5, 'Live Bands', 'Covers, jazz, rock and wedding bands'], [6, 'DJs', 'DJs with sound and lighting'], [7, 'Solo Musicians', 'Acoustic guitarists, pianists and singers'], [8, 'MCs & Hosts', 'Bilingual MCs, hosts and speakers']] },
  { id: 3, name: 'Photography & Video', icon: 'camera', description: 'Photographers and videographers who capture the day.',
    subs: [[9, 'Event Photography', 'Candid and posed coverage'], [10, 'Videography', 'Highlight films and full coverage'], [11, 'Photo Booths', 'Booths with props and instant prints'], [12, 'Drone Filming', 'CAA-certified aerial footage']] },
  { id: 4, name: 'Venues', icon: 'building', description: 'Halls, vineyards, marae, lodges and function rooms.',
    subs: [[13, 'Function Centres', 'Conference and banquet spaces'], [14, 'Outdoor & Garden Venues', 'Gardens, beaches and vineyards'], [15, 'Marae', 'Marae venues with manaakitanga'], [16, 'Restaurants & Private Dining', 'Private rooms and exclusive hire']] },
  { id: 5, name: 'Decor & Styling', icon: 'palette', description: 'Stylists, florists, lighting and hire to dress any space.',
    subs: [[17, 'Floral Design', 'Bouquets, installations and table flowers'], [18, 'Event Styling', 'Concept, theming and on-the-day styling'], [19, 'Lighting & AV', 'Festoons, uplighting, screens and sound'], [20, 'Furniture & Marquee Hire', 'Marquees, tables, chairs and lounges']] },
  { id: 6, name: 'Event Staff & Planning', icon: 'calendar', description: 'Planners, coordinators and crew to run the day.',
    subs: [[21, 'Event Planners', 'End-to-end planning and budgeting'], [22, 'Day Coordinators', 'On-the-day running of your schedule'], [23, 'Security', 'Licensed crowd and door security'], [24, 'Transport', 'Coaches, shuttles and wedding cars']] },
];

const toCategory = (seed: TSeed, keep: number): TCategory => ({
  category_id: seed.id,
  id: seed.id,
  name: seed.name,
  icon: seed.icon,
  description: seed.description,
  subcategories: seed.subs.slice(0, keep).map(([id, name, description]) => ({ subcategory_id: id, id, category_id: seed.id, name, description })),
});

/** Six categories with four specific services each (the modal). */
export const FALLBACK_CATEGORIES_SHARED: readonly TCategory[] = SHARED.map((seed) => toCategory(seed, 4));
/** Four categories with two specific services each (the landing form). */
export const FALLBACK_CATEGORIES_LANDING: readonly TCategory[] = SHARED.slice(0, 4).map((seed) => toCategory(seed, 2));

export const FALLBACK_LOCATIONS_SHARED: readonly string[] = NZ_CITIES;
export const FALLBACK_LOCATIONS_LANDING: readonly string[] = NZ_CITIES_SHORT;
