/**
 * The vocabulary of bench/deck-search.mjs: words a teacher or a student puts in a deck's title, the generic ones
 * first (the seed draws low indexes more often, so "Introduction" is common and "Ichthyology" rare), with accented
 * words among them ("Économie", "Ångström", "Café") so that searching "economie" must find "Économie".
 */
const GENERIC = `
Introduction Basics Advanced Review Quiz Test Exam Practice Chapter Unit Lesson Week Midterm Final Vocabulary Terms
Essentials Fundamentals Principles Concepts Overview Guide Notes Flashcards Study Revision Beginner Intermediate
Expert Level Part Module Section Topic Key Important Common Modern Ancient Classical Applied General Special
Elementary Primary Secondary High School College University Grade Year Semester Spring Summer Autumn Winter Daily
Quick Easy Hard Challenge Facts Trivia Questions Answers Definitions Formulas Rules Theory History Science Math
Language Culture World Global European American Asian African Latin British French German Spanish Italian Chinese
Japanese Russian Arabic Greek Roman Medieval Renaissance Contemporary Introductory Comprehensive Complete Crash Course
Masterclass Workshop Seminar Lecture Homework Preparation Mock Sample Selected Famous Great Top Best Essential Core
Foundation Skills Reading Writing Listening Speaking Grammar Spelling Pronunciation Conversation Café Économie
`;

const SUBJECTS = `
Biology Chemistry Physics Mathematics Algebra Geometry Trigonometry Calculus Statistics Probability Economics
Psychology Sociology Philosophy Anthropology Archaeology Astronomy Geology Geography Ecology Botany Zoology Genetics
Microbiology Biochemistry Neuroscience Anatomy Physiology Pharmacology Medicine Nursing Dentistry Veterinary
Engineering Architecture Robotics Programming Computing Informatics Cryptography Networking Databases Electronics
Mechanics Thermodynamics Optics Acoustics Electromagnetism Relativity Quantum Nuclear Organic Inorganic Analytical
Literature Poetry Drama Theatre Théâtre Music Musique Art Painting Sculpture Photography Film Cinema Design Fashion
Cuisine Cooking Nutrition Fitness Sports Football Basketball Tennis Chess Law Politics Government Civics Ethics Logic
Rhetoric Linguistics Etymology Theology Religion Mythology Folklore Accounting Finance Marketing Management Business
Entrepreneurship Banking Investing Insurance Taxation Agriculture Forestry Oceanography Meteorology Climatology
Volcanology Seismology Paleontology Entomology Ornithology Ichthyology Mycology Virology Immunology Epidemiology
Cardiology Dermatology Neurology Oncology Pediatrics Psychiatry Surgery Radiology Orthopedics Histoire Géographie
Mathématiques Sciences Littérature Philosophie Biologie Chimie Physik Erdkunde Geschichte Wirtschaft Mathematik
Física Química Historia Matemáticas Biología Economía Geografía Informática Música Música Estadística Álgebra
`;

const TOPICS = `
Photosynthesis Respiration Mitosis Meiosis Evolution Inheritance Cells Proteins Enzymes DNA RNA Chromosomes Mutations
Ecosystems Biomes Habitats Atoms Molecules Elements Compounds Reactions Acids Bases Salts Bonds Electrons Protons
Neutrons Isotopes Ions Periodic Table Stoichiometry Equilibrium Kinetics Energy Entropy Enthalpy Forces Motion
Velocity Acceleration Momentum Gravity Friction Waves Sound Light Electricity Magnetism Circuits Voltage Current
Resistance Power Work Heat Temperature Pressure Density Fluids Gases Liquids Solids Plasma Fractions Decimals
Percentages Ratios Equations Inequalities Functions Graphs Polynomials Matrices Vectors Integrals Derivatives Limits
Sequences Series Sets Proofs Theorems Triangles Circles Angles Polygons Areas Volumes Coordinates Logarithms
Exponents Primes Numbers Counting Permutations Combinations Distributions Regression Hypothesis Sampling Variance
Revolution War Empire Dynasty Kingdom Republic Democracy Monarchy Feudalism Colonialism Independence Constitution
Parliament Congress Senate Elections Treaty Alliance Crusades Reformation Enlightenment Industrial Cold Civil
Holocaust Pharaohs Pyramids Vikings Samurai Aztecs Incas Mayans Mongols Ottomans Habsburgs Tudors Stuarts Capitals
Countries Continents Oceans Rivers Mountains Deserts Islands Lakes Volcanoes Earthquakes Climate Weather Seasons
Plates Tectonics Rocks Minerals Fossils Soil Erosion Glaciers Tides Currents Verbs Nouns Adjectives Adverbs Pronouns
Prepositions Conjunctions Tenses Conjugation Subjunctive Idioms Phrases Synonyms Antonyms Prefixes Suffixes Animals
Birds Mammals Reptiles Amphibians Fish Insects Plants Trees Flowers Fruits Vegetables Colors Shapes Days Months
Family Body Clothes Food Drinks Travel Airport Hotel Restaurant Shopping Directions Jobs Hobbies Emotions Greetings
Weekdays Alphabet Phonics Handwriting Sentences Paragraphs Essays Punctuation Metaphors Similes Symbolism Narrative
Sonnets Haiku Novels Tragedy Comedy Satire Epic Ballads Myths Legends Fables Fairy Tales Heroes Gods Goddesses
Planets Stars Galaxies Comets Asteroids Moon Sun Eclipse Orbit Telescope Satellites Rockets Spacecraft Universe
Cosmology Nebula Supernova Blackholes Algorithms Recursion Sorting Searching Graphs Trees Hashing Compilers Operating
Systems Memory Processors Security Encryption Protocols Internet Cloud Servers Browsers JavaScript TypeScript Python
Java Kotlin Swift Rust Haskell SQL Linux Git Docker Kubernetes Testing Debugging Refactoring Patterns Objects Classes
Interfaces Types Variables Loops Conditionals Arrays Strings Pointers Concurrency Threads Networks Routers Wireless
Markets Supply Demand Inflation Deflation Unemployment Interest Rates Trade Tariffs Currency Exchange Stocks Bonds
Budget Debt Taxes Profit Revenue Costs Pricing Competition Monopoly Oligopoly Labour Capital Wages Savings Loans
Mortgages Credit Auditing Ledger Balance Sheet Cashflow Valuation Dividends Startups Leadership Strategy Negotiation
Contracts Torts Crimes Courts Judges Juries Rights Freedoms Citizenship Immigration Borders Sovereignty Diplomacy
Nations Wars Battles Generals Soldiers Weapons Castles Knights Kings Queens Emperors Popes Saints Monks Cathedrals
Temples Mosques Churches Palaces Bridges Roads Railways Canals Ships Sailing Navigation Maps Compass Explorers
Discoveries Inventions Machines Engines Steam Electric Nuclear Solar Wind Hydro Renewable Fossil Fuels Pollution
Recycling Conservation Biodiversity Extinction Species Endangered Rainforest Tundra Savanna Grassland Wetlands Coral
Reefs Deep Sea Arctic Antarctic Tropical Temperate Bacteria Viruses Fungi Parasites Vaccines Antibiotics Diseases
Symptoms Diagnosis Treatment Therapy Drugs Dosage Hormones Nerves Brain Heart Lungs Liver Kidneys Stomach Skeleton
Muscles Bones Joints Blood Skin Eyes Ears Teeth Digestion Circulation Immunity Reproduction Growth Development Aging
Sleep Dreams Memory Perception Attention Learning Motivation Personality Intelligence Behaviour Cognition Language
Development Childhood Adolescence Adulthood Society Class Gender Race Ethnicity Identity Community Urban Rural
Population Migration Globalization Poverty Wealth Inequality Welfare Education Health Housing Transport Energy Water
Food Security Justice Peace Conflict Terrorism Revolutionaries Protest Movements Suffrage Abolition Slavery
Apartheid Segregation Renaissance Baroque Rococo Romanticism Realism Impressionism Expressionism Cubism Surrealism
Modernism Minimalism Gothic Byzantine Islamic Chinese Japanese Indian Persian Egyptian Mesopotamian Babylonian
Assyrian Phoenician Carthage Sparta Athens Troy Olympics Marathon Gladiators Colosseum Pantheon Acropolis Parthenon
Aqueducts Legions Senators Caesars Consuls Tribunes Plebeians Patricians Hieroglyphs Papyrus Mummies Tombs Sphinx
Nile Euphrates Tigris Indus Ganges Yangtze Amazon Mississippi Danube Rhine Thames Seine Volga Congo Zambezi Niger
Chords Scales Rhythm Melody Harmony Tempo Notation Orchestra Symphony Opera Concerto Sonata Jazz Blues Rock Pop Hip
Hop Reggae Folk Country Classical Guitar Piano Violin Cello Flute Trumpet Drums Saxophone Clarinet Harp Choir Singing
Dance Ballet Salsa Tango Flamenco Waltz Yoga Pilates Running Swimming Cycling Skiing Climbing Hiking Camping Fishing
Gardening Baking Pastry Bread Cheese Wine Coffee Tea Chocolate Spices Herbs Recipes Kitchen Knives Grilling Roasting
Crème Brûlée Soufflé Purée Sauté Flambé Pâté Crêpes Gâteau Éclair Entrée Jalapeño Piñata Mañana Niño Señor Fiancé
Résumé Naïve Façade Déjà Vu Cliché Protégé Rôle Élite Über Ångström Smörgåsbord Fjäll Øresund Æsir Ægir
`;

const PLACES = `
Afghanistan Albania Algeria Andorra Angola Argentina Armenia Australia Austria Azerbaijan Bahamas Bahrain Bangladesh
Barbados Belarus Belgium Belize Benin Bhutan Bolivia Bosnia Botswana Brazil Brunei Bulgaria Burundi Cambodia Cameroon
Canada Chad Chile China Colombia Comoros Croatia Cuba Cyprus Czechia Denmark Djibouti Dominica Ecuador Egypt Eritrea
Estonia Eswatini Ethiopia Fiji Finland France Gabon Gambia Georgia Germany Ghana Greece Grenada Guatemala Guinea
Guyana Haiti Honduras Hungary Iceland India Indonesia Iran Iraq Ireland Israel Italy Jamaica Japan Jordan Kazakhstan
Kenya Kiribati Kosovo Kuwait Kyrgyzstan Laos Latvia Lebanon Lesotho Liberia Libya Liechtenstein Lithuania Luxembourg
Madagascar Malawi Malaysia Maldives Mali Malta Mauritania Mauritius México Moldova Monaco Mongolia Montenegro Morocco
Mozambique Myanmar Namibia Nauru Nepal Netherlands Nicaragua Nigeria Norway Oman Pakistan Palau Panama Paraguay Perú
Philippines Poland Portugal Qatar Romania Russia Rwanda Samoa Senegal Serbia Seychelles Singapore Slovakia Slovenia
Somalia Spain Sudan Suriname Sweden Switzerland Syria Taiwan Tajikistan Tanzania Thailand Togo Tonga Tunisia Türkiye
Turkmenistan Tuvalu Uganda Ukraine Uruguay Uzbekistan Vanuatu Venezuela Vietnam Yemen Zambia Zimbabwe Österreich
España Brasil Deutschland Italia Suomi Sverige Norge Danmark Polska Magyarország Ελλάδα
London Paris Berlin Madrid Rome Lisbon Dublin Amsterdam Brussels Vienna Prague Warsaw Budapest Bucharest Sofia
Athens Helsinki Stockholm Oslo Copenhagen Reykjavík Tallinn Riga Vilnius Kyiv Moscow Istanbul Ankara Cairo Nairobi
Lagos Accra Dakar Tunis Algiers Casablanca Marrakesh Johannesburg Tokyo Kyoto Osaka Seoul Beijing Shanghai Shenzhen
Delhi Mumbai Bangalore Kolkata Karachi Lahore Dhaka Bangkok Hanoi Jakarta Manila Sydney Melbourne Auckland Toronto
Vancouver Montréal Québec Chicago Boston Seattle Denver Houston Dallas Miami Atlanta Philadelphia Washington Havana
Bogotá Medellín Lima Santiago Quito Caracas Brasília Montevideo Córdoba Málaga Sevilla Barcelona Valencia Bilbao
Porto Marseille Lyon Toulouse Nantes Strasbourg Bordeaux Nice München Köln Düsseldorf Göttingen Zürich Genève
Kraków Łódź Gdańsk Wrocław Poznań Plzeň Brno Bratislava Ljubljana Zagreb Belgrade Sarajevo København Århus Malmö
Göteborg Tromsø Bergen Turku Tampere Edinburgh Glasgow Cardiff Belfast Manchester Liverpool Oxford Cambridge
Europe Asia Africa Oceania Antarctica Americas Mediterranean Atlantic Pacific Indian Arctic Caribbean Balkans
Scandinavia Baltic Alps Andes Himalayas Rockies Sahara Gobi Kalahari Patagonia Siberia Amazonia Everest Kilimanjaro
`;

const PEOPLE = `
Gödel Schrödinger Poincaré Fourier Lagrange Laplace Descartes Pascal Fermat Galois Cauchy Ampère Coulomb Curie
Lavoisier Pasteur Mendeleev Bohr Heisenberg Planck Einstein Newton Kepler Galileo Copernicus Darwin Mendel Faraday
Maxwell Tesla Edison Hubble Hawking Feynman Turing Lovelace Babbage Euler Gauss Riemann Hilbert Noether Ramanujan
Erdős Pythagoras Euclid Archimedes Aristotle Plato Socrates Confucius Kant Hegel Nietzsche Sartre Camus Voltaire
Rousseau Molière Baudelaire Rimbaud Proust Hugo Zola Flaubert Balzac Dumas Goethe Schiller Kafka Rilke Brecht Mann
Hesse Cervantes Lorca Neruda Borges Márquez Dante Petrarca Boccaccio Machiavelli Shakespeare Chaucer Milton Austen
Brontë Dickens Orwell Woolf Joyce Tolstoy Dostoevsky Chekhov Pushkin Gogol Homer Virgil Ovid Beethoven Mozart Bach
Händel Haydn Schubert Brahms Wagner Verdi Puccini Debussy Ravel Satie Fauré Bizet Berlioz Liszt Chopin Dvořák
Tchaikovsky Stravinsky Rachmaninoff Mahler Sibelius Grieg Vivaldi Monteverdi Michelangelo Leonardo Raphael
Botticelli Rembrandt Vermeer Monet Manet Renoir Degas Cézanne Gauguin Matisse Picasso Dalí Miró Goya Velázquez Kahlo
Klimt Munch Magritte Warhol Gandhi Mandela Lincoln Churchill Napoleon Caesar Cleopatra Alexander Charlemagne Elizabeth
Victoria Bismarck Lenin Stalin Roosevelt Kennedy Luther Calvin Columbus Magellan Cook Polo Armstrong Gagarin
`;

const ELEMENTS = `
Hydrogen Helium Lithium Beryllium Boron Carbon Nitrogen Oxygen Fluorine Neon Sodium Magnesium Aluminium Silicon
Phosphorus Sulfur Chlorine Argon Potassium Calcium Scandium Titanium Vanadium Chromium Manganese Iron Cobalt Nickel
Copper Zinc Gallium Germanium Arsenic Selenium Bromine Krypton Rubidium Strontium Yttrium Zirconium Niobium Molybdenum
Technetium Ruthenium Rhodium Palladium Silver Cadmium Indium Tin Antimony Tellurium Iodine Xenon Caesium Barium
Lanthanum Cerium Neodymium Europium Gadolinium Tungsten Platinum Gold Mercury Thallium Lead Bismuth Polonium Radon
Radium Uranium Plutonium
`;

const NATURE = `
Lion Tiger Leopard Cheetah Jaguar Panther Wolf Fox Bear Panda Koala Kangaroo Wombat Platypus Elephant Rhinoceros
Hippopotamus Giraffe Zebra Antelope Gazelle Buffalo Bison Moose Reindeer Deer Camel Llama Alpaca Horse Donkey Cow Pig
Sheep Goat Rabbit Hare Squirrel Beaver Otter Badger Hedgehog Mole Bat Mouse Rat Hamster Dolphin Whale Shark Octopus
Squid Jellyfish Starfish Crab Lobster Shrimp Oyster Salmon Trout Tuna Cod Eagle Hawk Falcon Owl Parrot Penguin
Flamingo Pelican Swan Duck Goose Crow Raven Sparrow Robin Hummingbird Peacock Ostrich Emu Kiwi Crocodile Alligator
Turtle Tortoise Lizard Iguana Gecko Chameleon Snake Cobra Python Frog Toad Salamander Newt Butterfly Moth Bee Wasp Ant
Beetle Ladybird Dragonfly Grasshopper Spider Scorpion Oak Maple Pine Birch Willow Cedar Cypress Sequoia Baobab Palm
Rose Tulip Daisy Lily Orchid Sunflower Lavender Jasmine Lotus Cactus Fern Moss Apple Banana Orange Lemon Mango
Pineapple Strawberry Cherry Grape Peach Pear Plum Apricot Fig Olive Tomato Potato Carrot Onion Garlic Pepper Spinach
Cabbage Broccoli Pumpkin Rice Wheat Maize Barley Soybean Quinoa
`;

/** Each word once, in this order. */
export const WORDS = [...new Set([GENERIC, SUBJECTS, TOPICS, PLACES, PEOPLE, ELEMENTS, NATURE].join(" ").split(/\s+/))]
  .filter((word) => word.length >= 2)
  .filter((word) => /^[\p{L}]+$/u.test(word));

/** Authors are "First Last": FIRST_NAMES[i % 100] and LAST_NAMES[⌊i / 100⌋ % 100], unique for 10,000 users. */
export const FIRST_NAMES = `
Anna Maria José Zoë Chloé Amélie Hélène Léa Noémie Inès Björn Søren Jürgen Günther Łukasz Miloš Tomáš Ana Lucía
Sofía Ramón Andrés Joaquín Iñaki Nuño João Conceição Ciarán Siobhán Seán Ahmed Fatima Omar Layla Yusuf Aisha Wei Mei
Hiroshi Yuki Kenji Sakura Jin Minji Arjun Priya Rahul Ananya David Sarah Michael Emma James Olivia Daniel Sophia
Thomas Mia Lucas Lena Felix Clara Oliver Emily William Grace Henry Alice Jack Ella Noah Ava Liam Isla Ethan Ruby Leo
Hannah Max Laura Paul Julia Simon Nina Peter Eva Martin Sara Erik Ingrid Lars Astrid Mateo Valentina Diego Camila
Pablo Elena Marco Giulia
`
  .trim()
  .split(/\s+/);

export const LAST_NAMES = `
Müller García Martínez López González Rodríguez Hernández Pérez Sánchez Gómez Fernández Díaz Álvarez Jiménez Núñez
Schröder Schäfer Köhler Krüger Böhm Weiß Groß Dvořák Novák Kowalski Wiśniewski Wójcik Lewandowski Nowak Søndergaard
Åberg Öberg Lindqvist Nyström Hansen Jensen Nielsen Andersen Larsen Johansson Virtanen Mäkinen Korhonen Smith Jones
Williams Brown Taylor Davies Evans Wilson Thomas Johnson Roberts Walker Wright Robinson Thompson White Hughes Edwards
Green Hall Wood Harris Martin Bernard Dubois Durand Lefèvre Moreau Laurent Simon Michel Leroy Roux Fournier Girard
Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Costa Silva Santos Oliveira Souza Pereira
Lima Carvalho Tanaka Suzuki Sato Katō
`
  .trim()
  .split(/\s+/);
