/** Organisers who booked the demo providers before and left reviews (fictional people). */
export const DEMO_REVIEWERS: readonly { first: string; last: string; type: 'individual' | 'business'; business?: string; city: string }[] = [
  { first: 'Sophie', last: 'Walker', type: 'individual', city: 'Auckland' },
  { first: 'Hemi', last: 'Kereama', type: 'individual', city: 'Rotorua' },
  { first: 'Priya', last: 'Patel', type: 'individual', city: 'Wellington' },
  { first: 'Liam', last: 'MacDonald', type: 'individual', city: 'Christchurch' },
  { first: 'Mele', last: 'Tupou', type: 'individual', city: 'Auckland' },
  { first: 'Grace', last: 'Chen', type: 'individual', city: 'Hamilton' },
  { first: 'Rawiri', last: 'Henare', type: 'individual', city: 'Whangarei' },
  { first: 'Charlotte', last: 'Reid', type: 'individual', city: 'Dunedin' },
  { first: 'Jack', last: 'Robertson', type: 'individual', city: 'Queenstown' },
  { first: 'Anahera', last: 'Rangi', type: 'individual', city: 'Gisborne' },
  { first: 'Megan', last: 'Stewart', type: 'business', business: 'Southern Alps Tourism Ltd', city: 'Christchurch' },
  { first: 'Daniel', last: 'Kim', type: 'business', business: 'Kauri Software Ltd', city: 'Auckland' },
  { first: 'Fiona', last: 'Clarke', type: 'business', business: 'Bayview Physio Group', city: 'Tauranga' },
  { first: 'Arjun', last: 'Singh', type: 'business', business: 'Tasman Freight Co-operative', city: 'Nelson' },
];

/** Occasions an organiser books for, with the kind of organiser that usually holds them. */
export const OCCASIONS: readonly { title: string; forBusiness: boolean }[] = [
  { title: 'Wedding reception', forBusiness: false }, { title: '30th birthday party', forBusiness: false }, { title: '50th birthday dinner', forBusiness: false },
  { title: 'Engagement party', forBusiness: false }, { title: 'Whānau reunion', forBusiness: false }, { title: '21st celebration', forBusiness: false },
  { title: 'Christening lunch', forBusiness: false }, { title: 'Anniversary dinner', forBusiness: false }, { title: 'Graduation party', forBusiness: false },
  { title: 'End-of-year function', forBusiness: true }, { title: 'Product launch', forBusiness: true }, { title: 'Team conference dinner', forBusiness: true },
  { title: 'Client appreciation evening', forBusiness: true }, { title: 'Awards night', forBusiness: true }, { title: 'Staff family day', forBusiness: true },
];

export const REVIEW_TITLES: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: ['Absolutely outstanding', 'Made our day', 'Could not recommend more highly', 'Ka pai, team!', 'Above and beyond', 'Perfect from start to finish'],
  4: ['Really happy', 'Great service', 'Would book again', 'Lovely people to deal with', 'Very good overall'],
  3: ['Good, with a few hiccups', 'Decent value', 'Did the job'],
  2: ['Not quite what we expected', 'Some problems on the day'],
  1: ['Disappointing', 'Would not book again'],
};

/** Five- and four-star texts by category (index as CATEGORY_TREE). */
export const GOOD_REVIEW_TEXTS: readonly (readonly string[])[] = [
  [
    'The food was the talk of the night. Guests kept coming back for seconds and the staff were so friendly.',
    'Every dietary requirement was handled perfectly, and the grazing table looked incredible.',
    'Beautifully presented, generous portions and everything came out hot. Clean-up was spotless too.',
    'Our guests are still asking for the recipe for the lamb. Service was warm and professional.',
  ],
  [
    'The dance floor was full from the first song to the last. They read the crowd brilliantly.',
    'Set up early, sounded amazing and played every request we sent. Such a fun night.',
    'Our MC kept everything on time and had everyone laughing. The bilingual welcome was a highlight.',
    'The music during the ceremony gave everyone goosebumps. Truly talented musicians.',
  ],
  [
    'The photos are stunning and we got the previews within a week. They captured moments we never saw.',
    'So relaxed behind the camera that our guests forgot they were there. The highlight film made us cry.',
    'The photo booth was a massive hit, and the prints make lovely keepsakes.',
    'The drone shots of the venue were breathtaking. Professional from the first email.',
  ],
  [
    'A beautiful venue and an events manager who thought of everything. Our guests loved the view.',
    'The space looked magical at night and the team made the whole day effortless.',
    'Wonderful hosts. The wet-weather plan was seamless when the rain came in.',
    'The manaakitanga shown to our whānau was something we will never forget.',
  ],
  [
    'The flowers were even more beautiful than the mock-up. Our room looked completely transformed.',
    'Styling was spot on and the team handled setup and pack-down without any fuss.',
    'The lighting made the marquee glow. So many guests asked who did it.',
    'Creative ideas, fair pricing and everything arrived exactly on time.',
  ],
  [
    'Our coordinator ran the day like clockwork so we could actually relax and enjoy it.',
    'Organised, calm and full of good ideas. They saved us from at least three disasters.',
    'The shuttles were on time all night and the drivers were so friendly to our guests.',
    'Security staff were professional and respectful, and the night went without a hitch.',
  ],
];

export const MIXED_REVIEW_TEXTS: readonly string[] = [
  'Good on the day, although replies to our emails were a bit slow in the lead-up.',
  'Overall a solid job. Setup ran a little late but they made up for it.',
  'Fair value for money. A couple of small things were missed, but nothing that spoiled the event.',
];
export const POOR_REVIEW_TEXTS: readonly string[] = [
  'Arrived late and the setup was not finished when our guests arrived. The final bill was higher than quoted.',
  'Friendly enough, but the quality did not match the photos on their profile.',
  'Communication was difficult and we had to chase them several times before the event.',
];

export const PROVIDER_RESPONSES: readonly string[] = [
  'Ngā mihi {name}! It was a privilege to be part of your celebration. Thank you for the kind words.',
  'Thank you so much, {name}. We loved working with you and would be delighted to help again.',
  'Kia ora {name}, thanks for taking the time to write this. Our whole team was thrilled to read it.',
  'Thanks for the feedback, {name}. We are sorry things were not perfect and have spoken with the team about it. We would love the chance to make it right.',
];
