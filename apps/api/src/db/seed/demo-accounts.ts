import type { TDb } from '../client.ts';
import { organiserProfiles, providerProfiles, users } from '../schema.ts';
import { hashPassword } from '../../lib/crypto.ts';

/** Documented in the README: sign in with these to see the product with data. */
export const DEMO_PASSWORD = 'Kia0ra!Events';
export const DEMO_ORGANISER_EMAIL = 'demo@huievents.co.nz';
export const DEMO_PROVIDER_EMAIL = 'provider@huievents.co.nz';

const HARBOURSIDE_DESCRIPTION =
  'Seasonal New Zealand menus for weddings and corporate functions across Tāmaki Makaurau. Our chefs plate up for 20 to 300 guests, with a licensed bar team and options for every dietary need.';

/** The demo organiser (Aroha Ngata) and one provider account for the portal redirect. */
export const seedDemoAccounts = async (db: TDb) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [organiser] = await db
    .insert(users)
    .values({ email: DEMO_ORGANISER_EMAIL, password_hash: passwordHash, role: 'event_organiser', auth_type: 'email' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (organiser) {
    await db.insert(organiserProfiles).values({
      user_id: organiser.id, organiser_type: 'individual', first_name: 'Aroha', last_name: 'Ngata', phone_number: '021 555 0142',
      address: '12 Ponsonby Road', city: 'Auckland', postal_code: '1011',
    });
  }
  const [provider] = await db
    .insert(users)
    .values({ email: DEMO_PROVIDER_EMAIL, password_hash: passwordHash, role: 'service_provider', auth_type: 'email' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (provider) {
    await db.insert(providerProfiles).values({
      user_id: provider.id, business_name: 'Harbourside Catering Co.', contact_name: 'Tama Wilson', email: DEMO_PROVIDER_EMAIL,
      city: 'Auckland', region: 'Auckland', years_in_operation: 8, price_range: 'mid_range', is_verified: true,
      description: HARBOURSIDE_DESCRIPTION,
      // search_text is written by refreshProviderStats once its categories are in.
    });
  }
  return { organiserId: organiser?.id ?? null };
};
