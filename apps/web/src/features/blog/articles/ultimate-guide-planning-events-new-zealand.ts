import type { TArticle } from './article-types.ts';

export const ultimateGuideArticle: TArticle = {
  slug: 'ultimate-guide-planning-events-new-zealand',
  lead:
    'Whether you are organising a wedding in the Wairarapa, a fortieth in Tauranga or a two-day conference in Christchurch, the same handful of decisions shape every event in Aotearoa. Get them right early and everything else falls into place. This guide walks through them in the order we recommend tackling them, with the New Zealand details that overseas checklists leave out.',
  blocks: [
    { kind: 'h2', id: 'purpose', text: 'Start with the why, the who and the how much' },
    {
      kind: 'p',
      text: 'Before you look at a single venue, write three things on one page: why the event is happening, who is coming and roughly what you can spend. A retirement morning tea for thirty colleagues and a hundred-and-twenty-guest wedding share almost nothing except those three questions, and every supplier you talk to will ask them.',
    },
    {
      kind: 'list',
      items: [
        'Purpose: what should guests feel or take away? Celebration, connection, learning, fundraising or saying thank you?',
        'Guest list: a realistic number, plus how many are travelling from out of town or overseas, how many are children and whether anyone has access needs.',
        'Budget: a total figure in NZ dollars, agreed with whoever is paying, and a decision about whether it includes GST.',
        'Non-negotiables: the two or three things that must happen (the kaumātua opening the day, Nana getting a seat near the speeches, a live band rather than a playlist).',
      ],
    },
    {
      kind: 'p',
      text: 'That one page becomes your brief. When you post a request on Hui Events, the same information is what lets providers send an accurate quote instead of a vague range.',
    },

    { kind: 'h2', id: 'season', text: 'Pick your season with your eyes open' },
    {
      kind: 'p',
      text: 'New Zealand summer (December to February) is glorious and in demand. Popular venues, photographers and bands are often booked a year or more ahead for Saturdays between late November and March, and prices reflect it. The shoulder months of March, April, October and November frequently offer settled weather, softer light and better availability. Winter (June to August) is ideal for cosy indoor events, ski-town celebrations in Queenstown or Wānaka, and Matariki gatherings, and many venues discount their winter weekends.',
    },
    {
      kind: 'p',
      text: 'Check the calendar for public holidays and school holidays before you lock in a date. Waitangi Day (6 February), Anzac Day (25 April), Matariki (a Friday in June or July), Labour Weekend in October and your regional anniversary day all change travel, staffing and pricing. Holiday surcharges of 15 to 25 percent are common for caterers and bar staff, because employees are entitled to time and a half on a public holiday. Long weekends are great for destination events and terrible for guests who already had plans.',
    },
    {
      kind: 'tip',
      title: 'Local tip',
      text: 'If you are set on a summer Saturday, consider a Friday or Sunday instead. Many venues and suppliers charge noticeably less and you will have more choice of the people you really want.',
    },

    { kind: 'h2', id: 'region', text: 'Choose a region that suits your guests' },
    {
      kind: 'p',
      text: 'Our long, skinny country makes travel a bigger part of the plan than people expect. A three-hour drive on State Highway 1 can easily become five on a holiday weekend, and inter-island ferries book out in summer. Think about where most guests live and how they will get there and home again.',
    },
    {
      kind: 'list',
      items: [
        'Auckland and Northland: the widest choice of venues and suppliers, beaches and vineyards within an hour of the city, but traffic and accommodation costs to plan around.',
        'Waikato, Bay of Plenty and Rotorua: central for North Island guests, strong Māori cultural experiences, lakes, hot pools and great-value rural venues.',
        "Wellington and the Wairarapa: compact, creative and well served by flights and the ferry; the capital's weather means every outdoor plan needs a solid Plan B.",
        "Hawke's Bay, Nelson and Marlborough: wine country with reliable sunshine hours and plenty of vineyard venues, popular for weddings and corporate retreats.",
        'Canterbury and Christchurch: modern rebuilt venues in the city, high-country stations and alpine lodges a short drive away.',
        'Queenstown, Wānaka and Central Otago: spectacular and expensive; book accommodation for guests early and expect premium pricing in peak season.',
      ],
    },
    {
      kind: 'p',
      text: 'For a destination event, share travel information with guests at least three months out: the nearest airport, rental car and shuttle options, and where to stay. Regional airports such as Napier, Nelson and Queenstown have limited flights, so group bookings help.',
    },

    { kind: 'h2', id: 'budget', text: 'Build a realistic budget in NZ dollars' },
    {
      kind: 'p',
      text: 'Prices vary widely across the country, but proportions are surprisingly consistent. For most private and corporate events, venue and catering together take 45 to 55 percent of the budget. Entertainment, photography and styling usually take another 25 to 30 percent, leaving the rest for hire gear, transport, stationery and the unexpected.',
    },
    {
      kind: 'list',
      items: [
        'Always ask whether a quote includes GST. New Zealand GST is 15 percent, and a business quote shown exclusive of GST will be noticeably higher once it is added.',
        'Hold back a contingency of 10 to 15 percent. Weather, last-minute guests and extra hire gear are the usual culprits.',
        'Read the deposit and cancellation terms. Deposits of 20 to 50 percent are normal for venues and caterers, often non-refundable within a set period.',
        'Price per head is a helpful comparison, but check what is included: staff, crockery, linen, set-up and pack-down can add up fast.',
      ],
    },
    {
      kind: 'p',
      text: 'As a rough starting point in 2024, catered sit-down meals commonly run from about $65 to $150 per person, a professional photographer for an evening from $1,500 to $4,000, and a live function band from $2,500 to $6,000. Use these only to sense-check quotes, never as a promise: location, season and what is included change everything.',
    },

    { kind: 'h2', id: 'consents', text: 'Permits, licences and consents' },
    {
      kind: 'p',
      text: "Most private events at an established venue need no paperwork from you at all, because the venue already holds its licences. The moment you move into a park, a beach, a paddock or a public street, you take on more responsibility. Talk to your local council's events team early; they are usually helpful and can tell you exactly what applies.",
    },
    {
      kind: 'list',
      items: [
        "Alcohol: if alcohol is sold, or included in a ticket price, you need a special licence under the Sale and Supply of Alcohol Act 2012, applied for through your district licensing committee. Councils ask for at least 20 working days' notice, so apply well before that.",
        'Food: caterers and food trucks must operate under the Food Act 2014. Ask providers for their registration details; reputable ones will share them happily.',
        'Public spaces: parks, reserves and beaches are usually booked through the council, sometimes with bond, rubbish and toilet requirements.',
        'Temporary structures: smaller marquees are generally exempt from building consent, but large marquees, staging and seating stands may need one. Your hire company will know the rules for their gear.',
        'Noise and traffic: district plans set noise limits and curfews, and anything affecting a road needs a traffic management plan.',
        'Health and safety: for business events, the Health and Safety at Work Act 2015 applies. Keep a simple risk register covering crowd flow, weather, first aid and emergency exits.',
      ],
    },

    { kind: 'h2', id: 'tikanga', text: 'Honour tikanga and Māori cultural protocol' },
    {
      kind: 'p',
      text: 'Tikanga Māori, the customs and values that guide how things are done, are part of many New Zealand events, from corporate conferences to whānau celebrations. Getting it right is less about perfection and more about asking early and showing respect.',
    },
    {
      kind: 'list',
      items: [
        'Welcome ceremonies: a pōwhiri is a formal welcome, most often held on a marae; a mihi whakatau is a less formal welcome often used at other venues. Ask a kaumātua or a local iwi representative which is appropriate and allow enough time in the run sheet, typically 30 to 60 minutes.',
        'Karakia: an opening and closing karakia, and a karakia before kai, is a widespread practice. Ask who will lead it rather than assuming.',
        'Koha: a gift, traditionally of food and now commonly money, is offered when visiting a marae or thanking people who have given their time and knowledge. Discuss an appropriate amount with your contact.',
        'Food and tapu: keep food away from the head and off surfaces where people sit, do not sit on tables, and keep hats and food separate. Caterers who work on marae understand these practices.',
        'Language: pronounce names and place names correctly, and consider bilingual signage and a few phrases of te reo Māori in your welcome.',
      ],
    },
    {
      kind: 'tip',
      title: 'Ask, do not assume',
      text: 'Each iwi and marae has its own kawa (protocol). The best step you can take is to contact the marae or local iwi early, explain your event and follow their guidance.',
    },

    { kind: 'h2', id: 'weather', text: 'Plan for four seasons in one day' },
    {
      kind: 'p',
      text: 'New Zealand weather changes quickly, especially near the coast and the mountains. Every outdoor element needs a wet-weather plan and a wind plan, decided in advance with a clear time for making the call. Write down who decides, by when, and how guests and suppliers will be told.',
    },
    {
      kind: 'list',
      items: [
        'Book a marquee with side walls, or a venue with an indoor space that can hold everyone, rather than hoping for sun.',
        'Wind is often the bigger problem than rain for marquees, festoon lighting and outdoor sound. Ask hire companies for their wind limits.',
        'Our UV index is among the highest in the world in summer. Provide shade, water and sunscreen for daytime outdoor events.',
        'Evenings cool down fast even after a hot day. Outdoor heaters and blankets make a big difference from March onwards.',
        'Check the MetService forecast from about a week out, and again 48 hours before your decision point.',
      ],
    },

    { kind: 'h2', id: 'suppliers', text: 'Book suppliers in the right order' },
    {
      kind: 'p',
      text: 'Lock in the date-dependent, capacity-limited things first. For most events that means the venue, then the caterer (if the venue does not provide one), then the people who can only be in one place at a time: photographers, videographers, bands, DJs and MCs. Styling, hire gear, cakes and transport can usually follow.',
    },
    {
      kind: 'p',
      text: 'Ask at least three providers in each category to quote, compare like with like, and read reviews from organisers of similar events. When you are ready to book, get the agreement in writing: the date, times, inclusions, the total price including GST, the deposit, the payment schedule and the cancellation terms. Ask whether they hold public liability insurance. On Hui Events you agree these details directly with your chosen provider; we connect you and keep the conversation in one place.',
    },

    { kind: 'h2', id: 'checklist', text: 'Your planning checklist and timeline' },
    { kind: 'h3', text: '6 to 12 months out' },
    {
      kind: 'list',
      items: [
        'Agree purpose, guest numbers and the total budget',
        'Choose the season, date and region; check public and school holidays',
        'Book the venue, and the caterer if the venue does not provide one',
        'For destination events, send save-the-dates with travel information',
      ],
    },
    { kind: 'h3', text: '3 to 6 months out' },
    {
      kind: 'list',
      items: [
        'Book photography, entertainment, MC and styling',
        'Contact the marae or iwi about cultural protocol, if relevant',
        'Apply for council bookings and any special alcohol licence',
        'Arrange hire gear: marquee, furniture, lighting, heaters',
      ],
    },
    { kind: 'h3', text: '1 to 3 months out' },
    {
      kind: 'list',
      items: [
        'Send invitations and collect RSVPs with dietary and access needs',
        'Confirm the menu and final numbers deadline with the caterer',
        'Write the run sheet and the wet-weather plan',
        'Confirm transport and accommodation for guests and suppliers',
      ],
    },
    { kind: 'h3', text: 'The final week and the day' },
    {
      kind: 'list',
      items: [
        'Send final numbers and the run sheet to every supplier',
        'Make the weather call at your agreed time and tell everyone',
        'Pack an emergency kit: first aid, tape, pens, chargers, sunscreen, umbrellas',
        'Nominate someone other than you to answer supplier questions on the day',
      ],
    },

    { kind: 'h2', id: 'inclusive', text: 'Make everyone welcome' },
    {
      kind: 'p',
      text: 'Ask about dietary needs when guests RSVP, and brief your caterer on vegetarian, vegan, gluten-free, halal and allergy requirements. Check step-free access, accessible toilets and parking at the venue, and consider a New Zealand Sign Language interpreter or live captions for speeches at larger events. For family events, a quiet room for kaumātua, young children and anyone who needs a break is always appreciated.',
    },
    {
      kind: 'p',
      text: 'Finally, keep it sustainable where you can: reusable crockery instead of single-use, local and seasonal food, water stations instead of bottled water, and a plan for leftover kai with a local food rescue organisation.',
    },

    { kind: 'h2', id: 'next-steps', text: 'Ready to start?' },
    {
      kind: 'p',
      text: 'Planning an event in New Zealand is mostly a series of sensible decisions made in the right order. Write your one-page brief, pick a season and region that suit your guests, set a budget with room to breathe, and bring the right local people on board early. When you are ready, post a free request and let verified local providers come to you.',
    },
  ],
};
