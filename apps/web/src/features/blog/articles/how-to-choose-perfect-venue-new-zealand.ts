import type { TArticle } from './article-types.ts';

export const chooseVenueArticle: TArticle = {
  slug: 'how-to-choose-perfect-venue-new-zealand',
  lead:
    'The venue decides your date, shapes your budget and sets the mood before a single guest arrives. New Zealand offers an extraordinary range, from harbourside function rooms to woolsheds, marae, vineyards and alpine lodges. This guide helps you narrow the field, ask the right questions and sign with confidence.',
  blocks: [
    { kind: 'h2', id: 'numbers', text: 'Start with numbers and layout' },
    {
      kind: 'p',
      text: 'Capacity figures on a venue website are usually the maximum for one layout, often standing. Your real capacity depends on how guests will spend the event. As a rough guide, allow about 1 square metre per person for a standing cocktail event, around 1.5 square metres for theatre-style seating, and 1.5 to 2 square metres per person for seated dining at round or long tables. A dance floor, a band, a buffet or food stations and a bar all take space on top of that.',
    },
    {
      kind: 'list',
      items: [
        'Confirm your expected guest number and the maximum you could possibly reach.',
        'Ask for floor plans with the capacity for your exact layout, not the headline number.',
        'Check where the band or DJ, the bar, the food and the speeches will go, and whether guests can move easily between them.',
        'Make sure there is space for suppliers to set up out of sight: a kitchen or prep area for caterers and a room for performers.',
      ],
    },

    { kind: 'h2', id: 'location', text: 'Location, access and getting home' },
    {
      kind: 'p',
      text: 'A beautiful venue that guests struggle to reach can sour the whole day. Think about where most people are coming from, how long the drive is, what parking looks like, and how they will get home safely after dark. Rural venues may be an hour from the nearest taxi, so a shuttle bus, nearby accommodation or a clear car-pooling plan is part of the booking.',
    },
    {
      kind: 'list',
      items: [
        'Public transport and taxi or rideshare availability late in the evening',
        'Parking, including accessible parks close to the entrance',
        'Accommodation nearby for out-of-town guests, especially in peak season',
        'Road conditions in winter for alpine and high-country venues',
      ],
    },

    { kind: 'h2', id: 'types', text: 'The main types of venue in New Zealand' },
    { kind: 'h3', text: 'Hotels, function centres and conference venues' },
    {
      kind: 'p',
      text: 'The easiest option for corporate events and large private functions. Catering, AV, furniture, staff and a licensed bar are usually included, with set packages that make budgeting simple. The trade-off is less flexibility: in-house catering is often compulsory and décor rules can be strict.',
    },
    { kind: 'h3', text: 'Vineyards and wineries' },
    {
      kind: 'p',
      text: "From Waiheke and Matakana to Hawke's Bay, Martinborough, Marlborough and Central Otago, vineyard venues offer views, great food and wine on site. Many have curfews because of neighbours and vineyard work the next morning, and most require you to use their own wines. Book early for summer and autumn weekends, which coincide with harvest in March and April.",
    },
    { kind: 'h3', text: 'Woolsheds, barns and farm venues' },
    {
      kind: 'p',
      text: 'Rustic, spacious and very Kiwi. Some are fully converted with toilets, a kitchen and lighting; others are working sheds that need everything brought in. Check power supply, toilets, heating and access for catering vehicles, and ask whether the farm is still operating on the day.',
    },
    { kind: 'h3', text: 'Marae' },
    {
      kind: 'p',
      text: 'Holding an event on a marae can be a deeply meaningful choice for whānau gatherings, hui, reunions, wānanga and some corporate events. Marae are living community spaces with their own kawa (protocol), and bookings are made through the marae committee or trustees. Expect a pōwhiri to welcome manuhiri (visitors), rules around food, alcohol and where people may eat, and a koha that you should discuss openly with your contact. Many marae can host guests overnight in the wharenui and cater through their own kitchen. Approach early, explain your event, and follow the guidance you are given.',
    },
    { kind: 'h3', text: 'Community halls' },
    {
      kind: 'p',
      text: 'Often the best-value venues in the country, bookable through local councils or hall committees. They are blank canvases: you will usually bring in caterers, furniture, styling and sometimes a licensed bar service. Check the kitchen facilities, noise curfew and cleaning requirements.',
    },
    { kind: 'h3', text: 'Parks, beaches and reserves' },
    {
      kind: 'p',
      text: 'Free or low-cost to book through the council, and stunning on a good day. They also bring the most responsibility: permits, toilets, rubbish removal, shade, power, alcohol rules (many reserves have liquor bans) and a complete wet-weather alternative. Most public spaces cannot be booked for exclusive use, so expect the public around you.',
    },
    { kind: 'h3', text: 'Restaurants, bars and rooftops' },
    {
      kind: 'p',
      text: 'Great for smaller celebrations, work drinks and launches. Look for a private room or exclusive-use option, and ask about minimum spend: many city venues waive hire fees in exchange for a food and beverage minimum, which can be excellent value if you would spend that anyway.',
    },

    { kind: 'h2', id: 'included', text: 'What is actually included?' },
    {
      kind: 'p',
      text: 'Two venues with the same hire fee can end up thousands of dollars apart once you add what is missing. Ask for a written list of inclusions and compare them side by side.',
    },
    {
      kind: 'list',
      items: [
        'Tables, chairs, linen, crockery, glassware and cutlery',
        'Sound system, microphones, projector and screen',
        'Staff: a venue coordinator on the day, bar staff, security and cleaners',
        'Set-up and pack-down time, and whether you can get in the day before',
        'Exclusive use, or other events in the building at the same time',
        'Heating, air conditioning and lighting, including outdoor lighting',
        'Whether outside caterers are allowed, and any kitchen or corkage fees',
      ],
    },

    { kind: 'h2', id: 'weather', text: 'Weather and the Plan B test' },
    {
      kind: 'p',
      text: 'Here is a simple test for any venue with an outdoor component: imagine it raining sideways in a southerly at 4 pm on your day. Where does everyone go? If the answer is a marquee, who provides it, when does it need to be confirmed and what does it cost? If the answer is an indoor room, can it really hold all of your guests with food and music? A venue that passes the Plan B test lets you enjoy the forecast instead of dreading it.',
    },

    { kind: 'h2', id: 'budget', text: 'Budget, fees and the fine print' },
    {
      kind: 'p',
      text: 'Venue hire in New Zealand ranges from a few hundred dollars for a community hall to five figures for an exclusive-use lodge in peak season. Prices are usually higher on Saturdays, in summer and on public holiday weekends, and lower midweek and in winter.',
    },
    {
      kind: 'list',
      items: [
        'Is the price inclusive of GST? Business pricing is often shown without it.',
        'Is there a minimum spend, a minimum number of guests or a minimum number of hours?',
        'What are the extras: cleaning fee, security, late-finish charge, corkage, cake-cutting fee?',
        'How much is the deposit, when is the balance due and what is the cancellation policy?',
        'What happens if the venue has to cancel, or if a weather or civil-defence event makes the day impossible?',
      ],
    },

    { kind: 'h2', id: 'accessibility', text: 'Accessibility and comfort' },
    {
      kind: 'p',
      text: 'Check step-free access from parking to every area guests will use, accessible toilets, seating for older guests and a quiet space away from the noise. For heritage buildings and rural venues, ask specifically; access is not always obvious from photos. Think about temperature too: historic halls can be freezing in winter and glass pavilions very hot in summer.',
    },

    { kind: 'h2', id: 'questions', text: 'Questions to ask before you sign' },
    {
      kind: 'list',
      isOrdered: true,
      items: [
        'What is the capacity for my layout, with a dance floor and a band?',
        'What time can our suppliers arrive, and when must everyone be out?',
        'Is there a noise limit or a music curfew?',
        'Can we bring our own caterer, alcohol or styling, and are there fees for it?',
        'Who holds the alcohol licence, and who provides bar staff?',
        'What is the wet-weather plan, and what does it cost?',
        'Is there a venue coordinator on the day, and who is our contact?',
        'What insurance does the venue hold, and what do suppliers need to provide?',
        'Are there other bookings on the same day?',
        'Can we see the venue at the same time of day and, ideally, the same season as our event?',
      ],
    },

    { kind: 'h2', id: 'site-visit', text: 'Make the site visit count' },
    {
      kind: 'p',
      text: 'Visit in person if you possibly can, ideally at the time of day your event will run, so you see the light, the sun and the wind. Walk the guest journey from the car park to the toilets to the bar. Take photos and measurements for your stylist and caterer, and note power points, loading access and where the sun sets. If you cannot visit, ask for a video walk-through and speak to a supplier who has worked there.',
    },
    {
      kind: 'tip',
      title: 'Ask your suppliers',
      text: 'Photographers, caterers and bands have seen dozens of venues. Ask them where the light is best, which rooms get too hot and which car parks flood. Their answers are worth more than any brochure.',
    },

    { kind: 'h2', id: 'sustainability', text: 'Choosing a venue that treads lightly' },
    {
      kind: 'p',
      text: 'A venue close to most guests cuts travel, which is usually the largest part of an event footprint. Ask about recycling and composting, whether they use reusable crockery and glassware, how they source food and whether they can offer water stations rather than bottled water. Many New Zealand venues are proud of their practices and happy to explain them.',
    },

    { kind: 'h2', id: 'decide', text: 'Making the decision' },
    {
      kind: 'p',
      text: 'Shortlist three venues, compare them on the same inclusions, visit your favourites and read the contract carefully before paying a deposit. Once the venue is locked in, everything else falls into place around it. If you would like venues and other local providers to come to you, post a free request with your date, guest numbers and budget, and compare the quotes that come back.',
    },
  ],
};
