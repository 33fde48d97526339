/**
 * Real cities per state with the first three digits of their ZIP codes, the
 * approximate city-centre latitude/longitude and the local area code. Weights
 * are 2020 census populations in units of 10,000, so physicians spread the way
 * people do. `neighbours` feeds multi-state licensing (plus a few common
 * non-adjacent pairs such as AK–WA and HI–CA).
 */
export interface City {
  readonly name: string;
  readonly zip3: string;
  readonly lat: number;
  readonly lon: number;
  readonly areaCode: string;
}

export interface StateCities {
  readonly code: string;
  readonly weight: number;
  readonly neighbours: readonly string[];
  readonly cities: readonly City[];
}

type Row = readonly [code: string, weight: number, neighbours: string, cities: ReadonlyArray<readonly [string, string, number, number, string]>];

const rows: readonly Row[] = [
  ['AL', 502, 'FL GA MS TN', [['Birmingham', '352', 33.52, -86.8, '205'], ['Montgomery', '361', 32.37, -86.3, '334'], ['Huntsville', '358', 34.73, -86.59, '256'], ['Mobile', '366', 30.69, -88.04, '251']]],
  ['AK', 73, 'WA', [['Anchorage', '995', 61.22, -149.9, '907'], ['Fairbanks', '997', 64.84, -147.72, '907'], ['Juneau', '998', 58.3, -134.42, '907']]],
  ['AZ', 715, 'CA NV UT NM CO', [['Phoenix', '850', 33.45, -112.07, '602'], ['Tucson', '857', 32.22, -110.97, '520'], ['Mesa', '852', 33.42, -111.83, '480'], ['Flagstaff', '860', 35.2, -111.65, '928']]],
  ['AR', 301, 'LA MS MO OK TN TX', [['Little Rock', '722', 34.75, -92.29, '501'], ['Fayetteville', '727', 36.06, -94.16, '479'], ['Fort Smith', '729', 35.39, -94.4, '479']]],
  ['CA', 3954, 'OR NV AZ', [['Los Angeles', '900', 34.05, -118.24, '213'], ['San Diego', '921', 32.72, -117.16, '619'], ['San Jose', '951', 37.34, -121.89, '408'], ['San Francisco', '941', 37.77, -122.42, '415'], ['Sacramento', '958', 38.58, -121.49, '916'], ['Fresno', '937', 36.74, -119.79, '559'], ['Oakland', '946', 37.8, -122.27, '510'], ['Long Beach', '908', 33.77, -118.19, '562']]],
  ['CO', 577, 'WY NE KS OK NM UT AZ', [['Denver', '802', 39.74, -104.99, '303'], ['Colorado Springs', '809', 38.83, -104.82, '719'], ['Aurora', '800', 39.73, -104.83, '303'], ['Fort Collins', '805', 40.59, -105.08, '970']]],
  ['CT', 361, 'NY MA RI', [['Hartford', '061', 41.76, -72.67, '860'], ['New Haven', '065', 41.31, -72.92, '203'], ['Stamford', '069', 41.05, -73.54, '203'], ['Bridgeport', '066', 41.19, -73.2, '203']]],
  ['DE', 99, 'MD PA NJ', [['Wilmington', '198', 39.74, -75.55, '302'], ['Dover', '199', 39.16, -75.52, '302'], ['Newark', '197', 39.68, -75.75, '302']]],
  ['DC', 69, 'MD VA', [['Washington', '200', 38.91, -77.04, '202']]],
  ['FL', 2154, 'AL GA', [['Miami', '331', 25.76, -80.19, '305'], ['Orlando', '328', 28.54, -81.38, '407'], ['Tampa', '336', 27.95, -82.46, '813'], ['Jacksonville', '322', 30.33, -81.66, '904'], ['Gainesville', '326', 29.65, -82.32, '352'], ['Tallahassee', '323', 30.44, -84.28, '850'], ['Fort Lauderdale', '333', 26.12, -80.14, '954']]],
  ['GA', 1071, 'FL AL TN NC SC', [['Atlanta', '303', 33.75, -84.39, '404'], ['Savannah', '314', 32.08, -81.09, '912'], ['Augusta', '309', 33.47, -81.97, '706'], ['Macon', '312', 32.84, -83.63, '478']]],
  ['HI', 146, 'CA', [['Honolulu', '968', 21.31, -157.86, '808'], ['Hilo', '967', 19.71, -155.09, '808']]],
  ['ID', 184, 'WA OR NV UT WY MT', [['Boise', '837', 43.62, -116.2, '208'], ['Idaho Falls', '834', 43.49, -112.03, '208'], ["Coeur d'Alene", '838', 47.68, -116.78, '208']]],
  ['IL', 1281, 'WI IA MO KY IN', [['Chicago', '606', 41.88, -87.63, '312'], ['Springfield', '627', 39.78, -89.65, '217'], ['Peoria', '616', 40.69, -89.59, '309'], ['Rockford', '611', 42.27, -89.09, '815']]],
  ['IN', 679, 'IL MI OH KY', [['Indianapolis', '462', 39.77, -86.16, '317'], ['Fort Wayne', '468', 41.08, -85.14, '260'], ['Evansville', '477', 37.97, -87.57, '812'], ['South Bend', '466', 41.68, -86.25, '574']]],
  ['IA', 319, 'MN WI IL MO NE SD', [['Des Moines', '503', 41.59, -93.62, '515'], ['Cedar Rapids', '524', 41.98, -91.67, '319'], ['Iowa City', '522', 41.66, -91.53, '319']]],
  ['KS', 294, 'NE MO OK CO', [['Wichita', '672', 37.69, -97.34, '316'], ['Kansas City', '661', 39.11, -94.63, '913'], ['Topeka', '666', 39.05, -95.68, '785']]],
  ['KY', 451, 'IL IN OH WV VA TN MO', [['Louisville', '402', 38.25, -85.76, '502'], ['Lexington', '405', 38.04, -84.5, '859'], ['Bowling Green', '421', 36.99, -86.44, '270']]],
  ['LA', 466, 'TX AR MS', [['New Orleans', '701', 29.95, -90.07, '504'], ['Baton Rouge', '708', 30.45, -91.15, '225'], ['Shreveport', '711', 32.53, -93.75, '318'], ['Lafayette', '705', 30.22, -92.02, '337']]],
  ['ME', 136, 'NH', [['Portland', '041', 43.66, -70.26, '207'], ['Bangor', '044', 44.8, -68.77, '207'], ['Lewiston', '042', 44.1, -70.21, '207']]],
  ['MD', 618, 'PA DE VA WV DC', [['Baltimore', '212', 39.29, -76.61, '410'], ['Bethesda', '208', 38.98, -77.1, '301'], ['Annapolis', '214', 38.98, -76.49, '410'], ['Rockville', '208', 39.08, -77.15, '301']]],
  ['MA', 703, 'RI CT NY VT NH', [['Boston', '021', 42.36, -71.06, '617'], ['Worcester', '016', 42.26, -71.8, '508'], ['Springfield', '011', 42.1, -72.59, '413'], ['Cambridge', '021', 42.37, -71.11, '617']]],
  ['MI', 1008, 'OH IN WI', [['Detroit', '482', 42.33, -83.05, '313'], ['Grand Rapids', '495', 42.96, -85.67, '616'], ['Ann Arbor', '481', 42.28, -83.74, '734'], ['Lansing', '489', 42.73, -84.56, '517']]],
  ['MN', 571, 'ND SD IA WI', [['Minneapolis', '554', 44.98, -93.27, '612'], ['Saint Paul', '551', 44.95, -93.09, '651'], ['Rochester', '559', 44.02, -92.47, '507'], ['Duluth', '558', 46.79, -92.1, '218']]],
  ['MS', 296, 'LA AR TN AL', [['Jackson', '392', 32.3, -90.18, '601'], ['Gulfport', '395', 30.37, -89.09, '228'], ['Hattiesburg', '394', 31.33, -89.29, '601']]],
  ['MO', 615, 'IA IL KY TN AR OK KS NE', [['Kansas City', '641', 39.1, -94.58, '816'], ['St. Louis', '631', 38.63, -90.2, '314'], ['Springfield', '658', 37.21, -93.29, '417'], ['Columbia', '652', 38.95, -92.33, '573']]],
  ['MT', 108, 'ID WY SD ND', [['Billings', '591', 45.78, -108.5, '406'], ['Missoula', '598', 46.87, -113.99, '406'], ['Bozeman', '597', 45.68, -111.04, '406']]],
  ['NE', 196, 'SD IA MO KS CO WY', [['Omaha', '681', 41.26, -95.93, '402'], ['Lincoln', '685', 40.81, -96.7, '402']]],
  ['NV', 310, 'CA OR ID UT AZ', [['Las Vegas', '891', 36.17, -115.14, '702'], ['Reno', '895', 39.53, -119.81, '775'], ['Henderson', '890', 36.04, -114.98, '702']]],
  ['NH', 138, 'ME VT MA', [['Manchester', '031', 42.99, -71.46, '603'], ['Concord', '033', 43.21, -71.54, '603'], ['Lebanon', '037', 43.64, -72.25, '603']]],
  ['NJ', 929, 'NY PA DE', [['Newark', '071', 40.74, -74.17, '973'], ['Jersey City', '073', 40.73, -74.08, '201'], ['Trenton', '086', 40.22, -74.76, '609'], ['New Brunswick', '089', 40.49, -74.45, '732'], ['Camden', '081', 39.93, -75.12, '856']]],
  ['NM', 212, 'AZ UT CO OK TX', [['Albuquerque', '871', 35.08, -106.65, '505'], ['Santa Fe', '875', 35.69, -105.94, '505'], ['Las Cruces', '880', 32.32, -106.76, '575']]],
  ['NY', 2020, 'NJ PA CT MA VT', [['New York', '100', 40.71, -74.01, '212'], ['Brooklyn', '112', 40.68, -73.94, '718'], ['Buffalo', '142', 42.89, -78.88, '716'], ['Rochester', '146', 43.16, -77.61, '585'], ['Albany', '122', 42.65, -73.76, '518'], ['Syracuse', '132', 43.05, -76.15, '315']]],
  ['NC', 1044, 'VA TN GA SC', [['Charlotte', '282', 35.23, -80.84, '704'], ['Raleigh', '276', 35.78, -78.64, '919'], ['Durham', '277', 35.99, -78.9, '919'], ['Greensboro', '274', 36.07, -79.79, '336'], ['Chapel Hill', '275', 35.91, -79.06, '919']]],
  ['ND', 78, 'MN SD MT', [['Fargo', '581', 46.88, -96.79, '701'], ['Bismarck', '585', 46.81, -100.78, '701'], ['Grand Forks', '582', 47.93, -97.03, '701']]],
  ['OH', 1180, 'PA WV KY IN MI', [['Columbus', '432', 39.96, -83.0, '614'], ['Cleveland', '441', 41.5, -81.69, '216'], ['Cincinnati', '452', 39.1, -84.51, '513'], ['Toledo', '436', 41.65, -83.54, '419'], ['Akron', '443', 41.08, -81.52, '330']]],
  ['OK', 396, 'KS MO AR TX NM CO', [['Oklahoma City', '731', 35.47, -97.52, '405'], ['Tulsa', '741', 36.15, -95.99, '918'], ['Norman', '730', 35.22, -97.44, '405']]],
  ['OR', 424, 'WA ID NV CA', [['Portland', '972', 45.52, -122.68, '503'], ['Eugene', '974', 44.05, -123.09, '541'], ['Salem', '973', 44.94, -123.04, '503'], ['Bend', '977', 44.06, -121.32, '541']]],
  ['PA', 1300, 'NY NJ DE MD WV OH', [['Philadelphia', '191', 39.95, -75.17, '215'], ['Pittsburgh', '152', 40.44, -80.0, '412'], ['Allentown', '181', 40.6, -75.49, '610'], ['Hershey', '170', 40.29, -76.65, '717'], ['Harrisburg', '171', 40.27, -76.88, '717']]],
  ['RI', 110, 'CT MA', [['Providence', '029', 41.82, -71.41, '401'], ['Warwick', '028', 41.7, -71.42, '401'], ['Cranston', '029', 41.78, -71.44, '401']]],
  ['SC', 512, 'NC GA', [['Charleston', '294', 32.78, -79.93, '843'], ['Columbia', '292', 34.0, -81.03, '803'], ['Greenville', '296', 34.85, -82.4, '864']]],
  ['SD', 89, 'ND MN IA NE WY MT', [['Sioux Falls', '571', 43.54, -96.73, '605'], ['Rapid City', '577', 44.08, -103.23, '605']]],
  ['TN', 691, 'KY VA NC GA AL MS AR MO', [['Nashville', '372', 36.16, -86.78, '615'], ['Memphis', '381', 35.15, -90.05, '901'], ['Knoxville', '379', 35.96, -83.92, '865'], ['Chattanooga', '374', 35.05, -85.31, '423']]],
  ['TX', 2915, 'NM OK AR LA', [['Houston', '770', 29.76, -95.37, '713'], ['Dallas', '752', 32.78, -96.8, '214'], ['Austin', '787', 30.27, -97.74, '512'], ['San Antonio', '782', 29.42, -98.49, '210'], ['El Paso', '799', 31.76, -106.49, '915'], ['Fort Worth', '761', 32.76, -97.33, '817'], ['Lubbock', '794', 33.58, -101.86, '806'], ['Galveston', '775', 29.3, -94.8, '409']]],
  ['UT', 327, 'ID WY CO NM AZ NV', [['Salt Lake City', '841', 40.76, -111.89, '801'], ['Provo', '846', 40.23, -111.66, '801'], ['Ogden', '844', 41.22, -111.97, '801']]],
  ['VT', 64, 'NH MA NY', [['Burlington', '054', 44.48, -73.21, '802'], ['Montpelier', '056', 44.26, -72.58, '802'], ['Rutland', '057', 43.61, -72.97, '802']]],
  ['VA', 863, 'MD DC WV KY TN NC', [['Richmond', '232', 37.54, -77.44, '804'], ['Virginia Beach', '234', 36.85, -75.98, '757'], ['Norfolk', '235', 36.85, -76.29, '757'], ['Charlottesville', '229', 38.03, -78.48, '434'], ['Roanoke', '240', 37.27, -79.94, '540'], ['Arlington', '222', 38.88, -77.1, '703']]],
  ['WA', 771, 'ID OR', [['Seattle', '981', 47.61, -122.33, '206'], ['Spokane', '992', 47.66, -117.43, '509'], ['Tacoma', '984', 47.25, -122.44, '253'], ['Vancouver', '986', 45.64, -122.66, '360']]],
  ['WV', 179, 'PA MD VA KY OH', [['Charleston', '253', 38.35, -81.63, '304'], ['Morgantown', '265', 39.63, -79.96, '304'], ['Huntington', '257', 38.42, -82.45, '304']]],
  ['WI', 589, 'MI MN IA IL', [['Milwaukee', '532', 43.04, -87.91, '414'], ['Madison', '537', 43.07, -89.4, '608'], ['Green Bay', '543', 44.51, -88.01, '920']]],
  ['WY', 58, 'MT SD NE CO UT ID', [['Cheyenne', '820', 41.14, -104.82, '307'], ['Casper', '826', 42.87, -106.31, '307'], ['Jackson', '830', 43.48, -110.76, '307']]],
];

export const statesWithCities: readonly StateCities[] = rows.map(([code, weight, neighbours, cities]) => ({
  code,
  weight,
  neighbours: neighbours.split(' '),
  cities: cities.map(([name, zip3, lat, lon, areaCode]) => ({ name, zip3, lat, lon, areaCode })),
}));

const byKey = new Map(statesWithCities.flatMap((s) => s.cities.map((c) => [`${c.name.toLowerCase()}|${s.code}`, c] as const)));

/** The table's entry for a city of a state, e.g. to place an imported physician on the map. */
export const findCity = (name: string, stateCode: string): City | undefined => byKey.get(`${name.trim().toLowerCase()}|${stateCode}`);
