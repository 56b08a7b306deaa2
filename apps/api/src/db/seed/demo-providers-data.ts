import type { NZ_CITIES } from '@app/contract';

/**
 * The demo providers: fictional New Zealand businesses (any likeness to a real one is chance).
 * `category` and `extra` index CATEGORY_TREE (0 catering, 1 music, 2 photo and video, 3 venues,
 * 4 decor and styling, 5 staff and planning); `subs` index that category's subcategories.
 */
export type TCity = (typeof NZ_CITIES)[number];
export type TDemoProvider = {
  name: string;
  city: TCity;
  category: 0 | 1 | 2 | 3 | 4 | 5;
  subs: number[];
  extra?: { category: 0 | 1 | 2 | 3 | 4 | 5; subs: number[] };
  blurb: string;
  listing?: 'unverified' | 'inactive';
};

export const DEMO_PROVIDERS: readonly TDemoProvider[] = [
  // Auckland
  { name: 'Kōwhai Kitchen Catering', city: 'Auckland', category: 0, subs: [0, 3], blurb: 'Modern Kiwi menus built around North Island growers, from grazing tables to five-course plated dinners. Our chefs have fed everything from backyard weddings to 400-guest gala dinners on the waterfront.' },
  { name: 'Ponsonby Beats DJ Co.', city: 'Auckland', category: 1, subs: [1], extra: { category: 4, subs: [2] }, blurb: 'Party-starting DJs who read the room and keep the dance floor full until the last song. Every booking includes a planning call, a custom playlist and a full sound and lighting rig.' },
  { name: 'Waitematā Lens Studio', city: 'Auckland', category: 2, subs: [0, 1], blurb: 'Relaxed, story-led wedding and event photography with a documentary feel. We work quietly in the background so your guests stay natural and the moments stay real.' },
  { name: 'Harbour Lights Function Centre', city: 'Auckland', category: 3, subs: [0], extra: { category: 0, subs: [0] }, blurb: 'Function rooms with floor-to-ceiling harbour views for 20 to 350 guests. In-house catering, AV and a dedicated events manager make planning simple.' },
  { name: 'Petal & Fern Florals', city: 'Auckland', category: 4, subs: [0, 1], blurb: 'Seasonal, garden-style flowers grown and sourced locally wherever we can. From bridal bouquets to ceiling installations, every design is made to suit your venue and palette.' },
  { name: 'Tāmaki Event Co.', city: 'Auckland', category: 5, subs: [0, 1], blurb: 'Full-service event planners for weddings, launches and corporate conferences across Auckland. We manage suppliers, budgets and timelines so you can enjoy the day.' },
  { name: 'Rangitoto Marquee Hire', city: 'Auckland', category: 4, subs: [3], blurb: 'Clear-span marquees, stretch tents, furniture and flooring for events of every size. Our crew handles delivery, installation and pack-down across the wider Auckland region.' },
  { name: 'Mission Bay Coffee Cart', city: 'Auckland', category: 0, subs: [3, 1], blurb: 'Barista-made coffee, hot chocolate and chai served from a restored 1970s caravan. Perfect for morning teas, expos and wedding receptions that run late.' },
  // Wellington
  { name: 'Capital Feast Catering', city: 'Wellington', category: 0, subs: [0, 2], blurb: 'Generous shared platters and elegant canapés for the capital\'s busiest function calendar. We cater parliamentary receptions, gallery openings and long-table weddings alike.' },
  { name: 'Cuba Street Collective', city: 'Wellington', category: 1, subs: [0, 3], blurb: 'A seven-piece soul and funk band with a bilingual MC who keeps the night on schedule. Expect horns, harmonies and a packed dance floor from the first set.' },
  { name: 'Windy City Weddings', city: 'Wellington', category: 5, subs: [0, 1], blurb: 'Wedding planning and on-the-day coordination with a calm head and a weather plan for every season. We know the region\'s venues, roads and wind forecasts inside out.' },
  { name: 'Oriental Bay Photography', city: 'Wellington', category: 2, subs: [0, 2], blurb: 'Bright, colourful event photography and a vintage-style photo booth your guests will queue for. Same-week previews and online galleries come as standard.' },
  { name: 'Te Aro Lighting & Sound', city: 'Wellington', category: 4, subs: [2], blurb: 'Uplighting, festoons, screens and PA systems for conferences, concerts and weddings. Our technicians stay on site to make every speech heard and every first dance glow.' },
  { name: 'Boatshed on the Bay', city: 'Wellington', category: 3, subs: [3, 0], blurb: 'A restored boatshed right on the water, seating 120 for dinner or 200 for cocktails. Exclusive hire includes our kitchen team and a sunset deck.' },
  // Christchurch
  { name: 'Garden City Grazing Co.', city: 'Christchurch', category: 0, subs: [0, 1], blurb: 'Abundant grazing tables and a wood-fired pizza truck, sourced from Canterbury farms and markets. Great for relaxed weddings, birthdays and staff celebrations.' },
  { name: 'Avon River Strings', city: 'Christchurch', category: 1, subs: [2], blurb: 'String duos, trios and quartets for ceremonies, cocktail hours and corporate dinners. We arrange pop songs as beautifully as the classics.' },
  { name: 'Canterbury Drone Media', city: 'Christchurch', category: 2, subs: [3, 1], blurb: 'Certified drone pilots and videographers capturing events from angles that take your breath away. We handle airspace approvals so you don\'t have to.' },
  { name: 'Riccarton Homestead Venue', city: 'Christchurch', category: 3, subs: [1, 0], blurb: 'A heritage homestead set in three hectares of gardens and century-old oaks. Indoor rooms and a garden pavilion host up to 180 guests.' },
  { name: 'Southern Cross Security', city: 'Christchurch', category: 5, subs: [2], blurb: 'Licensed crowd controllers and door staff for concerts, balls and private functions. Friendly, firm and experienced with events of 50 to 5,000 people.' },
  // Hamilton
  { name: 'Waikato Food Truck Co.', city: 'Hamilton', category: 0, subs: [1], blurb: 'Three food trucks serving smash burgers, bao and loaded fries to hungry crowds. Ideal for festivals, school fairs and relaxed receptions.' },
  { name: 'Kirikiriroa Garden Pavilion', city: 'Hamilton', category: 3, subs: [1], blurb: 'A glass-walled pavilion beside the river, surrounded by themed gardens. Perfect for ceremonies, long lunches and evening receptions for up to 150.' },
  { name: 'Riverlea Photo Booths', city: 'Hamilton', category: 2, subs: [2], blurb: 'Open-air and enclosed photo booths with instant prints, props and custom backdrops. An attendant stays all night to keep the fun flowing.' },
  { name: 'Mighty River MC Services', city: 'Hamilton', category: 1, subs: [3], blurb: 'Bilingual MCs in English and te reo Māori who keep your programme warm, funny and on time. We work with you on the run sheet weeks before the day.' },
  // Tauranga
  { name: 'Mount Maunganui Seafood Catering', city: 'Tauranga', category: 0, subs: [0], blurb: 'Fresh Bay of Plenty seafood, barbecued and plated for beachside celebrations. Our kitchen also offers hearty vegetarian and gluten-free menus.' },
  { name: 'The Strand Styling Studio', city: 'Tauranga', category: 4, subs: [1, 0], blurb: 'Concept-to-pack-down styling for weddings and brand events, with a warehouse of props to match any theme. We make halls, barns and beaches look unforgettable.' },
  { name: 'Coastline Coaches', city: 'Tauranga', category: 5, subs: [3], blurb: 'Modern coaches and minibuses with professional drivers for guest shuttles and conference transfers. We plan the routes and run to the minute.' },
  { name: 'Harbourview Band', city: 'Tauranga', category: 1, subs: [0], blurb: 'A five-piece covers band playing everything from Motown to today\'s hits. Professional sound, tidy setup and plenty of requests welcome.' },
  // Dunedin
  { name: 'Ōtepoti Events & Planning', city: 'Dunedin', category: 5, subs: [0, 1], blurb: 'Event planning for graduations, reunions and weddings in and around Dunedin. Local knowledge, realistic budgets and a black book of trusted suppliers.' },
  { name: 'Larnach Lane Bakery & Cakes', city: 'Dunedin', category: 0, subs: [2], blurb: 'Celebration cakes, dessert tables and sweet treats baked by hand in our Dunedin kitchen. Every cake is designed with you and tasted before the big day.' },
  { name: 'Peninsula Light Photography', city: 'Dunedin', category: 2, subs: [0], blurb: 'Natural-light photography for weddings, family celebrations and corporate portraits. We love wild southern weather and the dramatic light it brings.' },
  { name: 'The Stables at Waitati', city: 'Dunedin', category: 3, subs: [1], blurb: 'A converted stone stable and paddock garden twenty minutes north of the city. Rustic charm with modern comforts for up to 120 guests.' },
  // Palmerston North
  { name: 'Manawatū Mobile Kitchen', city: 'Palmerston North', category: 0, subs: [1, 0], blurb: 'A mobile kitchen trailer serving hāngī-style roasts, fresh salads and seasonal puddings. We come to farms, halls and backyards across the region.' },
  { name: 'Square Edge Sound', city: 'Palmerston North', category: 1, subs: [1], extra: { category: 4, subs: [2] }, blurb: 'DJ and sound hire for school balls, 21sts and community events. Professional equipment, clear pricing and a DJ who takes requests.' },
  { name: 'Te Awe Florist', city: 'Palmerston North', category: 4, subs: [0], blurb: 'Native foliage and seasonal blooms arranged with a modern eye. Bouquets, table centres and arbour flowers for every budget.' },
  // Rotorua
  { name: 'Geothermal Kai Co.', city: 'Rotorua', category: 0, subs: [0], blurb: 'Traditional hāngī and geothermally steamed feasts for groups of 30 to 500. We share the story of the food with your guests as it is served.' },
  { name: 'Te Ao Mārama Marae', city: 'Rotorua', category: 3, subs: [2], blurb: 'A welcoming marae venue for whānau reunions, hui and celebrations, with a wharekai seating 200. Our kaumātua guide manuhiri through pōwhiri and tikanga.' },
  { name: 'Lakefront Lens Rotorua', city: 'Rotorua', category: 2, subs: [0, 3], blurb: 'Photography and drone coverage that makes the most of lakes, forests and steaming landscapes. Adventurous couples and corporate retreats are our speciality.' },
  { name: 'Kapa Haka Connections', city: 'Rotorua', category: 1, subs: [3], blurb: 'Kapa haka performances, waiata and bilingual MCs to open conferences and celebrate milestones. Every performance is tailored to your kaupapa.' },
  // New Plymouth
  { name: 'Taranaki Table Catering', city: 'New Plymouth', category: 0, subs: [0, 3], blurb: 'Seasonal Taranaki produce served family-style or plated, with a licensed bar team. We cater weddings, woolshed parties and corporate lunches.' },
  { name: 'Coastal Walkway Photography', city: 'New Plymouth', category: 2, subs: [0, 1], blurb: 'Photo and video packages with black-sand beaches and mountain views as your backdrop. Highlight films are delivered within three weeks.' },
  { name: 'Mountain View Event Hire', city: 'New Plymouth', category: 4, subs: [3, 1], blurb: 'Marquees, trestle tables, lounge furniture and styling props for any occasion. Delivery and setup throughout Taranaki.' },
  // Whangarei
  { name: 'Tutukaka Coast Catering', city: 'Whangarei', category: 0, subs: [0, 1], blurb: 'Coastal menus with Northland seafood, slow-cooked meats and bright salads. From beach weddings to boat-shed birthdays, we bring the kitchen to you.' },
  { name: 'Northland Wedding Co.', city: 'Whangarei', category: 5, subs: [0, 1], blurb: 'Wedding planners who know every beach, vineyard and hidden bay in Te Tai Tokerau. We coordinate suppliers so your day runs as smoothly as the tide.' },
  { name: 'Kauri Coast Sound', city: 'Whangarei', category: 1, subs: [1, 2], blurb: 'DJ sets and acoustic duos for receptions, reunions and club nights. Quality gear, great music and no fuss.' },
  // Invercargill
  { name: 'Southland Spit Roast Co.', city: 'Invercargill', category: 0, subs: [0], blurb: 'Spit-roasted lamb, pork and beef with all the trimmings, carved in front of your guests. Southern hospitality at its most generous.' },
  { name: 'Invercargill Party Hire', city: 'Invercargill', category: 4, subs: [3], blurb: 'Tables, chairs, linen, heaters and marquees for parties large and small. Reliable delivery across Southland.' },
  { name: 'Deep South Photography', city: 'Invercargill', category: 2, subs: [0, 2], blurb: 'Warm, unposed photography and a photo booth that brings out everyone\'s silly side. We travel throughout Southland and Otago.' },
  // Nelson
  { name: 'Tasman Bay Vineyard Venue', city: 'Nelson', category: 3, subs: [1, 3], blurb: 'A boutique vineyard with lawns rolling down to the bay and a cellar-door restaurant. Ceremonies among the vines, dinners under the stars.' },
  { name: 'Sunshine Bay Florals', city: 'Nelson', category: 4, subs: [0, 1], blurb: 'Sun-drenched, locally grown flowers arranged with a relaxed, natural style. We also style tables and arches for the whole event.' },
  { name: 'Nelson Jazz Trio', city: 'Nelson', category: 1, subs: [0, 2], blurb: 'Smooth jazz standards and modern arrangements for cocktail hours and dinners. Piano, double bass and drums, with vocals on request.' },
  { name: 'Top of the South Coordinators', city: 'Nelson', category: 5, subs: [1], blurb: 'On-the-day coordinators who run your timeline, wrangle suppliers and solve problems before you notice them. Available across Nelson, Tasman and Marlborough.' },
  // Hastings
  { name: "Hawke's Bay Harvest Catering", city: 'Hastings', category: 0, subs: [0, 3], blurb: 'Seasonal menus matched with local wines from the fruit bowl of New Zealand. Orchard weddings and long vineyard lunches are our favourite.' },
  { name: 'Tukituki Valley Lodge', city: 'Hastings', category: 3, subs: [1, 3], blurb: 'A riverside lodge with accommodation for 40 and a dining hall for 140. Stay the weekend and celebrate in the valley.' },
  { name: 'Art Deco Photo Booth Co.', city: 'Hastings', category: 2, subs: [2], blurb: 'Glamorous 1930s-style photo booths with feathers, pearls and vintage props. Prints are designed to match your invitations.' },
  { name: 'Heretaunga Event Security', city: 'Hastings', category: 5, subs: [2], blurb: 'Licensed security for festivals, concerts and private celebrations. Respectful staff who keep guests safe and the night relaxed.' },
  // Gisborne
  { name: 'Tairāwhiti Kai Catering', city: 'Gisborne', category: 0, subs: [0], blurb: 'Home-style kai for whānau gatherings, tangihanga, weddings and work events. Big flavours, fair prices and plenty for everyone.' },
  { name: 'First Light Events', city: 'Gisborne', category: 5, subs: [0, 1], blurb: 'Planning and coordination for weddings and festivals in the first city to see the sun. Sunrise ceremonies are our speciality.' },
  { name: 'Poverty Bay Sound & Light', city: 'Gisborne', category: 4, subs: [2], extra: { category: 1, subs: [1] }, blurb: 'PA systems, stage lighting and DJ services for events across Tairāwhiti. One call covers the sound, the lights and the music.' },
  // Queenstown
  { name: 'Remarkables Wedding Planners', city: 'Queenstown', category: 5, subs: [0, 1], blurb: 'Destination wedding planning with alpine views, heli-picnics and lakeside ceremonies. We look after guests flying in from across the world.' },
  { name: 'Alpine Lens Co.', city: 'Queenstown', category: 2, subs: [0, 3], blurb: 'Adventure wedding photography and aerial footage among the peaks and lakes. We hike, fly and wade to find the shot.' },
  { name: 'Wakatipu Lakeside Lodge', city: 'Queenstown', category: 3, subs: [1, 3], blurb: 'An intimate lakeside lodge for elopements, retreats and celebrations of up to 80. Private chef, fireplace lounge and mountain views from every room.' },
  { name: 'Arrowtown Acoustic', city: 'Queenstown', category: 1, subs: [2], blurb: 'A singer-songwriter and guitarist for ceremonies, après-ski parties and fireside dinners. Heartfelt covers and originals tailored to your day.' },
  { name: 'Lakes District Luxury Transport', city: 'Queenstown', category: 5, subs: [3], blurb: 'Chauffeured vintage cars, executive vans and guest shuttles between venues and hotels. Punctual drivers who know every mountain road.' },
  // Bay of Plenty
  { name: 'Papamoa Beach Hospitality', city: 'Bay of Plenty', category: 0, subs: [0, 1], blurb: 'Relaxed beach catering with fish tacos, salads and a gelato cart. We bring shade, tables and an easy-going team.' },
  { name: 'Kiwifruit Coast Events', city: 'Bay of Plenty', category: 4, subs: [1, 3], blurb: 'Styling and hire for orchard weddings and coastal parties, from arbours to lounge settings. We turn packing sheds into dream venues.' },
  { name: 'Whakatāne Wedding Films', city: 'Bay of Plenty', category: 2, subs: [1, 3], blurb: 'Cinematic wedding films and drone footage along the eastern Bay of Plenty coast. Every film is edited to your favourite song.' },
  // Not listed: waiting for verification, or paused by the owner.
  { name: 'Fresh Start Catering', city: 'Auckland', category: 0, subs: [0], listing: 'unverified', blurb: 'A new catering team offering simple buffet menus for small gatherings. Documents are with the verification team.' },
  { name: 'Kiwi Karaoke Hire', city: 'Hamilton', category: 1, subs: [1], listing: 'unverified', blurb: 'Karaoke machines and party speakers for birthdays and team nights. Delivered and set up in Hamilton.' },
  { name: 'Old Mill Function Rooms', city: 'Dunedin', category: 3, subs: [0], listing: 'inactive', blurb: 'Function rooms in a historic flour mill. Closed for earthquake strengthening until further notice.' },
  { name: 'Sparkle Balloons', city: 'Christchurch', category: 4, subs: [1], listing: 'inactive', blurb: 'Balloon arches and garlands for parties and launches. Taking a break from bookings this season.' },
];

/** A sentence added to some descriptions, by category. */
export const EXTRA_SENTENCES: readonly (readonly string[])[] = [
  ['Dietary needs are handled with care, from vegan to halal.', 'Menus can be tasted before you book.', 'Our staff are food-safety certified and fully licensed for alcohol service.'],
  ['We bring backup equipment to every gig.', 'Set lists can be shaped around your favourite songs.', 'Te reo Māori waiata can be included on request.'],
  ['Online galleries are delivered within three weeks.', 'Second shooters are available for larger events.', 'All footage is backed up in two places before we leave your event.'],
  ['Wheelchair access and plenty of parking are on site.', 'Wet-weather options are included in every booking.', 'Accommodation partners nearby offer guest rates.'],
  ['Delivery, setup and pack-down are included in our quotes.', 'Sustainable options such as reusable decor are available.', 'Site visits are free within the city.'],
  ['Every booking includes a written run sheet.', 'We are fully insured and happy to work alongside your other suppliers.', 'Our team holds current first-aid certificates.'],
];
export const GENERAL_SENTENCES: readonly string[] = [
  'Proudly local and happy to travel across the region.',
  'Get in touch early for peak summer dates.',
  'We reply to every enquiry within one business day.',
  'Ngā mihi for considering us for your event.',
];

export const FIRST_NAMES: readonly string[] = [
  'Aroha', 'Tama', 'Mere', 'Hemi', 'Ngaire', 'Wiremu', 'Sione', 'Losa', 'Mele', 'Priya', 'Arjun', 'Mei', 'Jun', 'Sarah', 'James', 'Olivia',
  'Liam', 'Charlotte', 'Jack', 'Emma', 'Oliver', 'Isla', 'Noah', 'Ruby', 'Lachlan', 'Grace', 'Hannah', 'Kiri', 'Manaia', 'Anahera', 'Ben',
  'Sophie', 'Daniel', 'Lucy', 'Fiona', 'Craig', 'Megan', 'Sam', 'Rawiri', 'Tui',
];
export const LAST_NAMES: readonly string[] = [
  'Ngata', 'Parata', 'Walker', 'Tane', 'Smith', 'Wilson', 'Te Whata', 'Henare', "Fa'amausili", 'Tupou', 'Patel', 'Singh', 'Chen', 'Wong',
  'Kim', 'Brown', 'Taylor', 'Thompson', 'Campbell', 'Anderson', 'MacDonald', 'Robertson', 'Stewart', 'Harris', 'Kereama', 'Rangi',
  'Hohaia', 'Murray', 'Clarke', 'Reid',
];
export const STREETS: readonly string[] = [
  'Queen Street', 'Victoria Street', 'Main Road', 'Beach Road', 'High Street', 'Station Road', 'Church Street', 'Marine Parade',
  'George Street', 'Park Road', 'Riverside Drive', 'Harbour View Road', 'Kōwhai Lane', 'Rimu Street', 'Tōtara Avenue',
];

/** Area codes and a typical postcode per city (NZ formats: (0X) XXX XXXX for landlines). */
export const CITY_CONTACT: Readonly<Record<TCity, { areaCode: string; postcode: string }>> = {
  Auckland: { areaCode: '09', postcode: '1010' }, Wellington: { areaCode: '04', postcode: '6011' }, Christchurch: { areaCode: '03', postcode: '8011' },
  Hamilton: { areaCode: '07', postcode: '3204' }, Tauranga: { areaCode: '07', postcode: '3110' }, Dunedin: { areaCode: '03', postcode: '9016' },
  'Palmerston North': { areaCode: '06', postcode: '4410' }, Rotorua: { areaCode: '07', postcode: '3010' }, 'New Plymouth': { areaCode: '06', postcode: '4310' },
  Whangarei: { areaCode: '09', postcode: '0110' }, Invercargill: { areaCode: '03', postcode: '9810' }, Nelson: { areaCode: '03', postcode: '7010' },
  Hastings: { areaCode: '06', postcode: '4122' }, Gisborne: { areaCode: '06', postcode: '4010' }, Queenstown: { areaCode: '03', postcode: '9300' },
  'Bay of Plenty': { areaCode: '07', postcode: '3118' },
};

/** The scene drawn for a category's pictures (see the media module). */
export const CATEGORY_THEMES = ['catering', 'music', 'photo', 'venue', 'decor', 'planning'] as const;
