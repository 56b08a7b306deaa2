import type { TArticle } from './article-types.ts';

export const eventTrendsArticle: TArticle = {
  slug: 'top-event-trends-new-zealand-2024',
  lead:
    'Kiwi organisers are planning differently this year. Budgets are tighter, guests expect more meaning and less waste, and there is a real appetite for events that feel unmistakably local. Here are the trends we see again and again in the requests posted on Hui Events, and how to make each one work for your own event.',
  blocks: [
    { kind: 'h2', id: 'smaller', text: '1. Smaller guest lists, bigger experiences' },
    {
      kind: 'p',
      text: 'The hundred-and-fifty-guest wedding is giving way to sixty close friends and whānau around one long table. Corporate teams are swapping the annual ballroom dinner for an overnight retreat with the people who actually work together. A smaller list frees up budget per guest, and organisers are spending it on better food, a great band or a venue that would have been out of reach for a larger crowd.',
    },
    {
      kind: 'tip',
      title: 'Make it work',
      text: 'Decide the experience first and the guest number second. If the dream is a private vineyard dinner with a four-course matched menu, let that set the size of the list.',
    },

    { kind: 'h2', id: 'local-food', text: '2. Hyper-local food and drink' },
    {
      kind: 'p',
      text: "Menus are getting shorter and more regional. Organisers ask caterers to name their growers, feature the region's wine, craft beer or cider, and build around what is in season rather than importing ingredients. Grazing tables heavy with local cheese and charcuterie are still everywhere, but we are also seeing more hāngī, seafood boils on the coast, wood-fired pizza trucks and dessert from a neighbourhood bakery.",
    },
    {
      kind: 'list',
      items: [
        'Ask caterers which suppliers they use and what is in season in your month.',
        'Hāngī takes preparation and space; book a provider who brings their own equipment and understands the timing.',
        'Non-alcoholic drinks are part of this trend too: local kombucha, zero-alcohol beer and house-made cordials on the bar.',
      ],
    },

    { kind: 'h2', id: 'low-waste', text: '3. Low-waste and sustainable events' },
    {
      kind: 'p',
      text: 'Sustainability has moved from nice extra to basic expectation, especially for corporate events with reporting obligations and younger guests. The biggest wins are simple: reusable crockery and glassware, water stations instead of bottled water, fewer printed materials and a proper plan for food waste.',
    },
    {
      kind: 'list',
      items: [
        'Set up clearly labelled recycling, compost and landfill stations, and have someone watch them during busy periods.',
        'Hire décor instead of buying it, and choose potted plants or seasonal flowers that can be taken home.',
        'Arrange leftover food collection with a local food rescue group before the day, not after.',
        'Encourage car-pooling or book a shuttle bus: transport is often the largest part of an event footprint.',
        'Ask every provider what they already do; many Kiwi suppliers have low-waste options they do not advertise.',
      ],
    },

    { kind: 'h2', id: 'te-reo', text: '4. Te reo Māori and tikanga woven through the day' },
    {
      kind: 'p',
      text: 'Since Matariki became a public holiday in 2022, more organisers are marking the Māori New Year with their own gatherings, and te reo Māori is showing up naturally at every kind of event: bilingual invitations and signage, a mihi whakatau to open a conference, waiata after the speeches, and kapa haka performances that give guests from overseas a genuine sense of place.',
    },
    {
      kind: 'p',
      text: 'The organisers who do this best start with relationships rather than add-ons. They contact local iwi or a cultural adviser early, pay fairly for cultural expertise, and ask how the protocol should run rather than scripting it themselves.',
    },

    { kind: 'h2', id: 'regional-venues', text: '5. Regional and outdoor venues' },
    {
      kind: 'p',
      text: "Woolsheds, vineyard terraces, glamping sites, high-country stations and lakeside lodges are in demand, and not only for weddings. Teams travel to Hawke's Bay or Marlborough for strategy days, and friends rent a whole lodge for a milestone birthday. These venues are memorable and often better value than city function rooms, but they bring logistics: transport, accommodation, power, toilets and a serious wet-weather plan.",
    },
    {
      kind: 'tip',
      title: 'Before you fall in love with a paddock',
      text: 'Ask what is included. A bare site may need a marquee, flooring, generators, portable toilets, lighting and water, which can double the cost of the venue itself.',
    },

    { kind: 'h2', id: 'experiences', text: '6. Experience-led corporate events' },
    {
      kind: 'p',
      text: 'Corporate organisers are moving away from speeches and set menus toward events where people do something together. Think cooking classes with a local chef, guided walks, a morning on the water, a working bee with a conservation group, or a workshop followed by a relaxed long-lunch. The goal is connection, and the activity gives people something to talk about beyond work.',
    },
    {
      kind: 'list',
      items: [
        'Offer options with different physical demands so everyone can take part.',
        'Keep formal content short and schedule free time; it is often the most valued part of the day.',
        'Confirm health and safety plans with activity providers, and have a wet-weather alternative for anything outdoors.',
      ],
    },

    { kind: 'h2', id: 'tech', text: '7. Technology that stays in the background' },
    {
      kind: 'p',
      text: 'With so many New Zealanders living overseas, live streaming a ceremony or speeches for whānau in Australia and London has become standard. Digital RSVPs that collect dietary and access needs, QR codes that link to the run sheet or menu, and shared photo albums are now expected. What guests do not want is technology getting in the way: most of the couples and hosts we talk to now ask for an unplugged ceremony and let the photographer do the work.',
    },

    { kind: 'h2', id: 'food-stations', text: '8. Interactive food and late-night snacks' },
    {
      kind: 'p',
      text: 'Formal plated dinners are sharing the stage with food stations, shared platters down the table and a food truck arriving at ten o’clock with fries, dumplings or toasties. Stations encourage guests to move and mingle, and a late snack keeps the dance floor going. Ask your caterer how stations affect staffing and timing; they can need more space and more hands than a plated meal.',
    },

    { kind: 'h2', id: 'off-peak', text: '9. Weekday and off-peak dates' },
    {
      kind: 'p',
      text: 'Rising costs have made organisers more flexible. Friday and Sunday events, winter celebrations and weekday corporate functions are all growing, because venues and suppliers often discount them and availability is far better. A Thursday evening function in August can cost noticeably less than the same event on a Saturday in February, with the same providers.',
    },

    { kind: 'h2', id: 'wellbeing', text: '10. Wellbeing and alcohol-light celebrations' },
    {
      kind: 'p',
      text: "Events are becoming gentler on guests. Expect more daytime celebrations, quiet spaces away from the music, earlier finishes, and bars where the zero-alcohol options are as thoughtful as the wine list. For corporate events especially, a host responsibility plan is part of the brief: food served throughout, free water, and safe transport home.",
    },

    { kind: 'h2', id: 'live-local', text: '11. Live local entertainment' },
    {
      kind: 'p',
      text: 'Playlists are handy, but organisers keep telling us the moment guests remember is the live one: an acoustic duo during canapés, a function band that reads the room, a kapa haka group, a roving magician or a local comedian as MC. Booking local performers also means they know the venue, the sound limits and the crowd.',
    },

    { kind: 'h2', id: 'book-smarter', text: '12. Booking earlier, and comparing more carefully' },
    {
      kind: 'p',
      text: 'Popular providers in New Zealand are small businesses, and the best of them fill their summer calendars early. Organisers have responded by sending requests further ahead, often nine to twelve months out for weddings and six months for end-of-year functions, and by comparing quotes more carefully before they commit. The questions have changed too: instead of only asking for a price, organisers ask what is included, how the provider handles bad weather, what their cancellation terms are and whether they can share reviews from similar events.',
    },
    {
      kind: 'list',
      items: [
        'Send one clear brief to several providers rather than ringing each with a slightly different story.',
        'Compare quotes on the same basis: guest numbers, hours, inclusions and GST.',
        'Use the chat to ask follow-up questions in writing, so the answers are easy to find later.',
        'Once you accept a quote, confirm the final details and payment schedule directly with your provider.',
      ],
    },

    { kind: 'h2', id: 'bring-it-together', text: 'Bringing the trends together' },
    {
      kind: 'p',
      text: 'You do not need to follow every trend. Pick the two or three that fit your people and your budget: perhaps a smaller guest list, a regional menu and a live band, or a low-waste corporate retreat that opens with a mihi whakatau. Then describe what you are after in your request, and let local providers show you how they would bring it to life.',
    },
  ],
};
