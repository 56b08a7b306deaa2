import { NZ_CITIES } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { TDb } from '../client.ts';
import { categories, locations, subcategories } from '../schema.ts';

export const CITY_REGIONS: Readonly<Record<(typeof NZ_CITIES)[number], string>> = {
  Auckland: 'Auckland', Wellington: 'Wellington', Christchurch: 'Canterbury', Hamilton: 'Waikato', Tauranga: 'Bay of Plenty',
  Dunedin: 'Otago', 'Palmerston North': 'Manawatū-Whanganui', Rotorua: 'Bay of Plenty', 'New Plymouth': 'Taranaki',
  Whangarei: 'Northland', Invercargill: 'Southland', Nelson: 'Nelson', Hastings: "Hawke's Bay", Gisborne: 'Gisborne',
  Queenstown: 'Otago', 'Bay of Plenty': 'Bay of Plenty',
};

export const CATEGORY_TREE = [
  { name: 'Catering & Food', icon: 'utensils', description: 'Caterers, food trucks, bakers and bar services for every size of gathering.',
    subs: [['Full-Service Catering', 'Plated or buffet menus with staff'], ['Food Trucks', 'Mobile kitchens that come to you'], ['Cakes & Desserts', 'Celebration cakes, dessert tables and sweets'], ['Bar & Beverage Service', 'Licensed bartenders, mocktails and coffee carts']] },
  { name: 'Music & Entertainment', icon: 'music', description: 'Bands, DJs, performers and MCs to set the mood.',
    subs: [['Live Bands', 'Covers, jazz, rock and wedding bands'], ['DJs', 'DJs with sound and lighting'], ['Solo Musicians', 'Acoustic guitarists, pianists and singers'], ['MCs & Hosts', 'Bilingual MCs, hosts and speakers']] },
  { name: 'Photography & Video', icon: 'camera', description: 'Photographers and videographers who capture the day.',
    subs: [['Event Photography', 'Candid and posed coverage'], ['Videography', 'Highlight films and full coverage'], ['Photo Booths', 'Booths with props and instant prints'], ['Drone Filming', 'CAA-certified aerial footage']] },
  { name: 'Venues', icon: 'building', description: 'Halls, vineyards, marae, lodges and function rooms.',
    subs: [['Function Centres', 'Conference and banquet spaces'], ['Outdoor & Garden Venues', 'Gardens, beaches and vineyards'], ['Marae', 'Marae venues with manaakitanga'], ['Restaurants & Private Dining', 'Private rooms and exclusive hire']] },
  { name: 'Decor & Styling', icon: 'palette', description: 'Stylists, florists, lighting and hire to dress any space.',
    subs: [['Floral Design', 'Bouquets, installations and table flowers'], ['Event Styling', 'Concept, theming and on-the-day styling'], ['Lighting & AV', 'Festoons, uplighting, screens and sound'], ['Furniture & Marquee Hire', 'Marquees, tables, chairs and lounges']] },
  { name: 'Event Staff & Planning', icon: 'calendar', description: 'Planners, coordinators and crew to run the day.',
    subs: [['Event Planners', 'End-to-end planning and budgeting'], ['Day Coordinators', 'On-the-day running of your schedule'], ['Security', 'Licensed crowd and door security'], ['Transport', 'Coaches, shuttles and wedding cars']] },
] as const;

/** Categories, subcategories and the 16 cities. Safe to run again: existing rows are kept. */
export const seedReferenceData = async (db: TDb) => {
  await db
    .insert(locations)
    .values(NZ_CITIES.map((name) => ({ name, region: CITY_REGIONS[name] })))
    .onConflictDoNothing();
  for (const [index, cat] of CATEGORY_TREE.entries()) {
    await db.insert(categories).values({ name: cat.name, icon: cat.icon, description: cat.description, sort_order: index }).onConflictDoNothing();
    const [row] = await db.select({ id: categories.id }).from(categories).where(sql`${categories.name} = ${cat.name}`);
    await db
      .insert(subcategories)
      .values(cat.subs.map(([name, description], order) => ({ category_id: row!.id, name, description, sort_order: order })))
      .onConflictDoNothing();
  }
};
