import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, EVENT_REQUEST_MSG, type TCategory, type TEventRequest, type TUser } from '@app/contract';
import { FALLBACK_CATEGORIES_LANDING, FALLBACK_CATEGORIES_SHARED, FALLBACK_LOCATIONS_LANDING, FALLBACK_LOCATIONS_SHARED } from '../../../lib/fallback-data.ts';
import { appendSuggestion, NOTES_SUGGESTIONS } from '../notes-suggestions.ts';
import { clearPendingRequest, hasPendingRequest, readPendingRequest, savePendingRequest } from './pending-request.ts';
import { stepsFor } from './wizard-steps.ts';
import {
  buildWizardSchema, defaultWizardValues, fromEventRequest, organiserNameOf, prefillFromUser, servicesProblem, toEventRequestPayload,
  type TWizardValues,
} from './wizard-values.ts';

const TODAY = '2025-06-10';
const catering = FALLBACK_CATEGORIES_SHARED[0]!;

const user = (profile: Partial<TUser['profile']> = {}): TUser => ({
  id: 7, email: 'mere@example.nz', user_role: 'event_organiser', status: 'active', auth_type: 'email',
  profile: { first_name: 'Mere', last_name: 'Parata', business_name: null, organiser_type: 'individual', phone_number: null, ...profile },
});

const complete = (overrides: Partial<TWizardValues> = {}): TWizardValues => ({
  ...defaultWizardValues(),
  category_id: catering.category_id,
  services: [{ category_id: 1, category_name: 'Catering & Food', subcategory_id: 1, subcategory_name: 'Full-Service Catering', name: 'Dinner', quantity: 80, notes: 'Buffet' }],
  title: 'Gala',
  description: 'A winter gala',
  event_date: addDaysToIsoDate(TODAY, 10),
  location: 'Wellington',
  organiser_type: 'business',
  organiser_name: 'Kauri Ltd',
  organiser_email: 'hello@kauri.nz',
  response_deadline: '1_week',
  ...overrides,
});

const messages = (values: TWizardValues, includeContact = true) => {
  const result = buildWizardSchema({ includeContact, today: TODAY }).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('wizard steps', () => {
  it('has 7 steps for a visitor, 6 signed in and 5 in the modal', () => {
    expect(stepsFor('landing', { isVisitor: true }).map((s) => s.name)).toEqual([
      'Services', 'Event Overview', 'Budget', 'Service Delivery', 'Additional Notes', 'Your Information', 'Review & Submit',
    ]);
    expect(stepsFor('landing', { isVisitor: false })).toHaveLength(6);
    expect(stepsFor('modal', { isVisitor: false }).map((s) => s.name)).toEqual([
      'Event Overview', 'Budget Planning', 'Service Delivery', 'Additional Details', 'Review & Submit',
    ]);
  });
});

describe('wizard validation', () => {
  it('accepts a complete request', () => {
    expect(messages(complete())).toEqual([]);
  });

  it("speaks the spec's messages", () => {
    expect(messages(complete({ title: ' ', description: '', event_date: '', location: '', delivery_method: '', organiser_type: '', organiser_name: '', organiser_email: '', response_deadline: '' }))).toEqual([
      `title: ${EVENT_REQUEST_MSG.titleRequired}`,
      `description: ${EVENT_REQUEST_MSG.descriptionRequired}`,
      `event_date: ${EVENT_REQUEST_MSG.eventDateRequired}`,
      `location: ${EVENT_REQUEST_MSG.locationFromList}`,
      'delivery_method: Please select a delivery method',
      'organiser_type: Please select organiser type',
      'organiser_name: Name is required',
      'organiser_email: Email is required',
      'response_deadline: Please select a response deadline',
    ]);
    expect(messages(complete({ event_date: addDaysToIsoDate(TODAY, 2), organiser_email: 'mere@' }))).toEqual([
      'event_date: Event date must be at least 3 days from today',
      'organiser_email: Please enter a valid email address',
    ]);
    expect(messages(complete({ services: [{ ...complete().services[0]!, quantity: 0 }] }))).toEqual(['services.0.quantity: Quantity must be at least 1']);
  });

  it('leaves Your Information alone where the step is not shown', () => {
    expect(messages(complete({ organiser_name: '', organiser_email: '', response_deadline: '' }), false)).toEqual([]);
  });

  it('warns about the category rules', () => {
    const categories: readonly TCategory[] = FALLBACK_CATEGORIES_SHARED;
    expect(servicesProblem({ category_id: null, services: [] }, categories)).toBe('Please select at least one service category');
    expect(servicesProblem({ category_id: 1, services: [] }, categories)).toBe('Please select at least one specific service for Catering & Food');
    expect(servicesProblem(complete(), categories)).toBeNull();
    const noSubs: TCategory = { ...catering, category_id: 99, id: 99, name: 'Other', subcategories: [] };
    expect(servicesProblem({ category_id: 99, services: [{ ...complete().services[0]!, category_id: 99, subcategory_id: null }] }, [noSubs])).toBeNull();
  });
});

describe('payload', () => {
  it('sends items in the new shape with the older fields, and nulls for empty optional fields', () => {
    const payload = toEventRequestPayload(complete({ delivery_address: 'not for pickup', delivery_method: 'pickup', additional_notes: '  ' }), { isDraft: false, includeOrganiser: true, today: TODAY });
    expect(payload).toEqual({
      title: 'Gala', description: 'A winter gala', event_date: addDaysToIsoDate(TODAY, 10), location: 'Wellington',
      budget_min: 500, budget_max: 5000, delivery_method: 'pickup', delivery_address: null, additional_notes: null,
      organiser_type: 'business', organiser_name: 'Kauri Ltd', organiser_email: 'hello@kauri.nz', response_deadline: addDaysToIsoDate(TODAY, 7),
      status: 'submitted', is_draft: false,
      items: [{ name: 'Dinner', quantity: 80, notes: 'Buffet', categories: [{ category_id: 1, subcategory_id: 1 }], category_id: 1, subcategory_ids: [1] }],
    });
  });

  it('saves a draft as it stands and leaves organiser details out of an edit', () => {
    const payload = toEventRequestPayload({ ...defaultWizardValues(), title: '' }, { isDraft: true, includeOrganiser: false });
    expect(payload).toMatchObject({ title: '', event_date: null, location: null, status: 'draft', is_draft: true, items: [] });
    expect(payload).not.toHaveProperty('organiser_name');
    expect(payload).not.toHaveProperty('response_deadline');
  });

  it('reads a stored request back into the form', () => {
    const request = {
      id: 3, title: 'Gala', description: 'Winter', event_date: '2025-07-01', location: 'Nelson', location_id: 12, budget_min: null, budget_max: 9000,
      delivery_method: 'delivery', delivery_address: '1 Trafalgar St', additional_notes: null, response_deadline: null,
      organiser_name: 'Mere', organiser_email: 'mere@example.nz', organiser_type: 'individual', status: 'draft',
      created_at: '', updated_at: '', submitted_at: null, cancelled_at: null,
      completed_at: null, first_quote_at: null, accepted_at: null, quotes_count: 0, accepted_quotes_count: 0, accepting_quotes: false,
      items: [{ id: 1, name: 'Band', quantity: 1, notes: null, category_id: 2, category_name: 'Music & Entertainment', subcategory_ids: [5, 6],
        categories: [{ category_id: 2, category_name: 'Music & Entertainment', subcategory_id: 5, subcategory_name: 'Live Bands' }, { category_id: 2, category_name: 'Music & Entertainment', subcategory_id: 6, subcategory_name: 'DJs' }] }],
    } satisfies TEventRequest;
    const values = fromEventRequest(request);
    expect(values).toMatchObject({ category_id: 2, budget_min: 500, budget_max: 9000, delivery_method: 'delivery', delivery_address: '1 Trafalgar St', additional_notes: '' });
    expect(values.services.map((s) => s.subcategory_name)).toEqual(['Live Bands', 'DJs']);
  });
});

describe('prefill', () => {
  it('takes the full name, else the business name, without overwriting what was typed', () => {
    expect(organiserNameOf(user())).toBe('Mere Parata');
    expect(organiserNameOf(user({ first_name: null, last_name: null, business_name: 'Kauri Ltd', organiser_type: 'business' }))).toBe('Kauri Ltd');
    expect(prefillFromUser(defaultWizardValues(), user())).toMatchObject({ organiser_name: 'Mere Parata', organiser_email: 'mere@example.nz', organiser_type: 'individual' });
    expect(prefillFromUser({ ...defaultWizardValues(), organiser_name: 'Typed' }, user())).toMatchObject({ organiser_name: 'Typed' });
  });
});

describe('pending request', () => {
  it('survives a round trip through session storage and is removed', () => {
    expect(readPendingRequest()).toBeNull();
    savePendingRequest(complete());
    expect(hasPendingRequest()).toBe(true);
    expect(readPendingRequest()).toEqual(complete());
    clearPendingRequest();
    expect(hasPendingRequest()).toBe(false);
  });

  it('reads what it can of an older or damaged record and nothing of garbage', () => {
    window.sessionStorage.setItem('pending_event_request', JSON.stringify({ version: 1, saved_at: 'x', values: { title: 'Kept', budget_min: 'lots', delivery_method: 'teleport' } }));
    expect(readPendingRequest()).toMatchObject({ title: 'Kept', budget_min: 500, delivery_method: '', services: [] });
    window.sessionStorage.setItem('pending_event_request', '{not json');
    expect(readPendingRequest()).toBeNull();
  });
});

describe('built-in lists', () => {
  it('has six categories with four services each, and four with two for the landing form', () => {
    expect(FALLBACK_CATEGORIES_SHARED.map((c) => c.subcategories.length)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(FALLBACK_CATEGORIES_LANDING.map((c) => c.subcategories.length)).toEqual([2, 2, 2, 2]);
    expect(FALLBACK_LOCATIONS_SHARED).toHaveLength(16);
    expect(FALLBACK_LOCATIONS_LANDING).toHaveLength(10);
  });

  it('has ten suggestions that append bulleted lines', () => {
    expect(NOTES_SUGGESTIONS).toHaveLength(10);
    expect(appendSuggestion('', 'Parking')).toBe('• Parking');
    expect(appendSuggestion('Hello', 'Parking')).toBe('Hello\n• Parking');
    expect(appendSuggestion('Hello\n', 'Parking')).toBe('Hello\n• Parking');
  });
});
