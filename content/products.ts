import type { Product, ProductGroup, ProductImage } from './types';

/**
 * The hardware catalogue: seven groups, 29 products, in menu order. Every image is a local
 * SVG illustration under public/images/products/ whose <title> matches its caption.
 */

/** One catalogue illustration; all are drawn on an 800 x 600 canvas. */
function img(slug: string, n: number, caption: string): ProductImage {
  return { src: `/images/products/${slug}-${n}.svg`, caption, width: 800, height: 600 };
}

// ---------------------------------------------------------------- cables & wiring

const cables: Product[] = [
  {
    slug: 'power-cables',
    title: 'Power Cables',
    summary: 'LV and MV power cables to IS 7098 and IS 1554, with XLPE or PVC insulation, copper or aluminium conductors and armoured or unarmoured builds.',
    overview: [
      'We supply low-voltage power cables rated 1.1 kV, with PVC insulation to IS 1554 (Part 1) or XLPE insulation to IS 7098 (Part 1), and medium-voltage XLPE cables from 3.3 kV to 33 kV to IS 7098 (Part 2). Conductors are stranded and compacted copper, or H2/H4-grade aluminium to IS 8130, from 1.5 sq mm to 1,000 sq mm, in single-core and two-, three-, three-and-a-half- and four-core constructions with circular or sector-shaped cores.',
      'Armoured cables use galvanised steel round wire or flat strip to IS 3975, or aluminium wire for single-core AC circuits, under an outer sheath of ST2 PVC or FR, FR-LSH and zero-halogen (LSZH) compounds where fire performance and low smoke matter. Every drum is routine-tested for conductor resistance, insulation resistance and high-voltage withstand, and type-test reports from NABL-accredited laboratories are available for consultant and utility approvals.',
    ],
    uses: [
      'Main LT distribution from transformers to PCC and MCC panels',
      'Motor feeders in cement, steel, chemical and water-treatment plants',
      'Underground and cable-tray runs in commercial buildings, data centres and metro stations',
      'AC collection and inverter-to-transformer links in solar PV plants',
      'MV feeders for substations and utility distribution networks',
    ],
    certifications: [
      'BIS ISI mark (IS 7098 / IS 1554)',
      'IEC 60502-1 and IEC 60502-2',
      'IS 8130 conductors',
      'IEC 60332-3 flame retardance (FR variants)',
      'RoHS compliant',
      'CE marking for export orders',
    ],
    images: [
      img(
        'power-cables',
        1,
        'Cross-section of a four-core armoured XLPE power cable showing stranded copper conductors, colour-coded insulation, steel wire armour and outer sheath',
      ),
      img('power-cables', 2, 'Armoured power cable wound on a wooden supply drum ready for dispatch to site'),
      img('power-cables', 3, 'Armoured power cables dressed on a cable tray above switchgear panels in an electrical room'),
    ],
    gradient: 'amber-red',
  },
  {
    slug: 'control-cables',
    title: 'Control Cables',
    summary: 'Multicore PVC and XLPE control cables with 2 to 61 numbered or colour-coded cores for MCC wiring, interlocks and field control circuits.',
    overview: [
      'Our control cables are rated 1.1 kV to IS 1554 (Part 1) and IS 7098 (Part 1), with multi-stranded annealed copper conductors of 1.5 sq mm and 2.5 sq mm, and 4 sq mm for CT secondary circuits. Constructions run from 2 to 61 cores laid up in concentric layers, each core identified by printed numbers or a colour code so that terminating panels and junction boxes stays quick and error-free.',
      'Unarmoured versions suit internal panel wiring and protected trays, while galvanised steel wire or strip armour is offered for direct burial and exposed plant routes. Sheaths are available in FR, FR-LSH and halogen-free compounds, and flexible Class 5 conductor versions are made for moving machinery, drag chains and crane festoon systems.',
    ],
    uses: [
      'Motor control centre and switchboard interconnections',
      'Interlocking, signalling and annunciation circuits',
      'CT and PT secondary wiring in substations',
      'Conveyor, crane and machine-tool control',
      'Building management and fire-alarm control loops',
    ],
    certifications: [
      'BIS ISI mark (IS 1554 Part 1)',
      'IS 7098 Part 1 (XLPE variants)',
      'IEC 60502-1',
      'IEC 60332-1 and IEC 60332-3 flame tests',
      'RoHS compliant',
    ],
    images: [img('control-cables', 1, 'Cross-section of a multicore armoured control cable with nineteen numbered cores laid up in concentric layers')],
    gradient: 'red-orange',
  },
  {
    slug: 'instrumentation-cables',
    title: 'Instrumentation Cables',
    summary: 'Screened pair, triad and multi-pair instrumentation cables with individual and overall shields for clean 4-20 mA, HART and fieldbus signals.',
    overview: [
      'Instrumentation cables carry low-level analogue and digital signals between field transmitters and control systems, where noise immunity matters more than current rating. We supply pairs and triads of 0.5, 0.75, 1.0 and 1.5 sq mm annealed copper, insulated in PVC, XLPE or polyethylene and twisted with a short lay to cancel magnetic pick-up, built to BS EN 50288-7 and the project specifications common on Indian refinery, fertiliser and power projects.',
      'Each pair can carry its own aluminium-polyester shield with a tinned-copper drain wire, under an overall shield, for full isolation between channels. Armoured, fire-resistant (IEC 60331) and low-smoke zero-halogen variants are available for hazardous areas and emergency shutdown loops, with intrinsically safe circuits identified by a light-blue outer sheath.',
    ],
    uses: [
      '4-20 mA and HART transmitter loops to DCS and PLC marshalling cabinets',
      'Foundation Fieldbus, PROFIBUS PA and RS-485 networks',
      'Emergency shutdown and fire-and-gas systems',
      'Intrinsically safe circuits in Zone 1 and Zone 2 hazardous areas',
      'Analyser, flowmeter and vibration-monitoring signals',
    ],
    certifications: [
      'BS EN 50288-7',
      'IEC 60502-1',
      'IEC 60331 fire resistance (FR variants)',
      'IEC 60332-3 Category A and C',
      'IS 5831 insulation and sheath compounds',
      'RoHS compliant',
    ],
    images: [
      img(
        'instrumentation-cables',
        1,
        'Cross-section of an instrumentation cable with four individually screened twisted pairs, drain wires and an overall shield',
      ),
    ],
    gradient: 'slate-blue',
  },
  {
    slug: 'thermocouple-cables',
    title: 'Thermocouple Cables',
    summary: 'Thermocouple extension and sensor cables in types K, J, T, E and N to IEC 60584, with PVC, PTFE, glass-fibre or mineral insulation.',
    overview: [
      'Thermocouple cables use conductors of the same alloys as the sensing junction (chromel and alumel for type K, iron and constantan for type J, copper and constantan for type T), so the measuring circuit stays accurate all the way from the sensor to the transmitter. Our range covers types K, J, T, E and N with IEC 60584-3 colour codes, in solid or stranded conductors from 7/0.2 mm to 1.6 mm diameter, to tolerance class 1 or class 2.',
      'Insulation is matched to the working temperature: PVC to 105 °C, FEP and PTFE to 205 °C and 260 °C, glass fibre to 400 °C and beyond, and mineral-insulated, stainless-sheathed cable for furnace and kiln duty. Single and multi-pair versions are offered with overall screening and stainless-steel braid for mechanical protection, supplied on reels or cut and terminated to length.',
    ],
    uses: [
      'Furnace, kiln and heat-treatment temperature measurement',
      'Boiler, turbine and flue-gas monitoring in power plants',
      'Heater zones on plastics extrusion and moulding machines',
      'Pharmaceutical autoclaves and thermal validation studies',
      'Laboratory, food-processing and cold-chain sensors',
    ],
    certifications: [
      'IEC 60584-1 and IEC 60584-3',
      'ASTM E230 tolerances for export orders',
      'Calibration traceable to NABL-accredited laboratories',
      'RoHS compliant',
      'CE marking',
    ],
    images: [
      img(
        'thermocouple-cables',
        1,
        'Cross-section of a type K thermocouple cable with green and white insulated alloy conductors under a stainless-steel braid',
      ),
      img('thermocouple-cables', 2, 'Thermocouple cable connected to a stainless-steel sensor probe through a miniature plug and socket'),
    ],
    gradient: 'red-orange',
  },
  {
    slug: 'compensating-cables',
    title: 'Compensating Cables',
    summary: 'Compensating cables for type R, S, B and K thermocouples, using cost-effective alloys matched over 0-200 °C, in IEC 60584-3 colour codes.',
    overview: [
      'Where thermocouples use precious platinum-rhodium elements, as in types R, S and B, running the same alloy to the control room is impractical. Compensating cables use copper and copper-nickel alloys that generate a matching EMF over a limited temperature range, typically 0 to 200 °C, cutting cost sharply while keeping the measurement within the IEC 60584-3 tolerance class.',
      'We supply single-pair and multi-pair constructions with PVC, PTFE or glass-fibre insulation, individual and overall aluminium-polyester screens, tinned-copper drain wires and optional galvanised steel wire armour. Colour coding follows IEC 60584-3 by default, with ANSI, BS and DIN schemes available for retrofit projects and export orders.',
    ],
    uses: [
      'Glass furnaces and steel melt shops with type R and S sensors',
      'Power plant boilers and gas turbines',
      'Cement kiln burning zones',
      'Long runs from field junction boxes to DCS marshalling cabinets',
      'Retrofits that must match older BS or DIN colour codes',
    ],
    certifications: ['IEC 60584-3', 'IEC 60332-1 flame test', 'IS 5831 insulation and sheath compounds', 'RoHS compliant', 'CE marking'],
    images: [
      img(
        'compensating-cables',
        1,
        'Multi-pair compensating cable entering a junction box through a gland, its colour-coded pairs fanned out to terminal blocks',
      ),
    ],
    gradient: 'amber-red',
  },
];

// ---------------------------------------------------------------- 5g & radio units

const radio: Product[] = [
  {
    slug: 'low-power-oru',
    title: 'Low-Power O-RAN Radio Unit',
    summary: 'Compact 4T4R O-RAN 7.2x radio unit with 250 mW to 1 W per port for indoor 5G coverage in offices, campuses, hospitals and private networks.',
    overview: [
      'The low-power O-RAN Radio Unit (O-RU) implements the lower physical layer of the O-RAN 7.2x split and connects to any compliant O-DU over eCPRI on a 10 or 25 GbE fronthaul link. It supports 4T4R operation with up to 100 MHz of carrier bandwidth in band n78 (3.3-3.8 GHz) or n77, with output power configurable from 250 mW to 1 W per antenna port through integrated or external antennas.',
      'Its fanless housing mounts on a ceiling or wall and takes power over Ethernet (IEEE 802.3bt) or 48 V DC, making installation as simple as a Wi-Fi access point. Timing uses IEEE 1588v2 PTP and SyncE to the ITU-T G.8275.1 profile, and management follows the O-RAN M-plane over NETCONF/YANG, so the unit drops into multi-vendor networks and private 5G cores without proprietary tooling.',
    ],
    uses: [
      'Indoor 5G coverage for enterprise offices and campuses',
      'Captive private 5G networks in factories and warehouses',
      'Hospitals and airports with dense indoor traffic',
      'Neutral-host deployments in malls and metro stations',
      'O-RAN interoperability labs and testbeds',
    ],
    certifications: [
      'TEC MTCTE',
      'WPC ETA',
      'O-RAN WG4 fronthaul conformance tested',
      'CE (Radio Equipment Directive)',
      'IEC 62368-1 safety',
      'RoHS compliant',
    ],
    images: [img('low-power-oru', 1, 'Low-power O-RAN radio unit in a slim white fanless housing with integrated antennas and a status light')],
    gradient: 'indigo-cyan',
  },
  {
    slug: 'mid-power-oru',
    title: 'Mid-Power O-RAN Radio Unit',
    summary: 'Outdoor 4T4R O-RAN 7.2x radio unit delivering 5 W to 10 W per port for street-level 5G coverage on poles, walls and rooftops.',
    overview: [
      'The mid-power O-RU bridges the gap between small cells and macro sites. It delivers 5 to 10 W per antenna port in a 4T4R configuration with 100 MHz carriers in n78 or n77, supports O-RAN 7.2x Category A and Category B fronthaul, and is also offered in an n28 (700 MHz) variant for wide-area rural coverage. Digital pre-distortion and crest-factor reduction keep power-amplifier efficiency high.',
      'A sealed, convection-cooled IP65 enclosure weighing under 12 kg mounts on street poles or walls and runs from -48 V DC or 230 V AC. Dual 25 GbE SFP28 fronthaul ports allow daisy-chaining of units along a street, and both integrated and external antenna versions are available to suit municipal and landlord site rules.',
    ],
    uses: [
      'Street-level 5G densification in dense urban areas',
      'Smart-city poles and transport corridors',
      'Outdoor coverage for campuses and industrial estates',
      'Rural coverage with the n28 variant',
      'Stadiums and event venues',
    ],
    certifications: ['TEC MTCTE', 'WPC ETA', 'IP65 to IEC 60529', 'O-RAN fronthaul conformance tested', 'CE (Radio Equipment Directive)', 'RoHS compliant'],
    images: [img('mid-power-oru', 1, 'Mid-power outdoor radio unit with vertical cooling fins mounted on a street-light pole')],
    gradient: 'violet-indigo',
  },
  {
    slug: '8t8r-macro-radio-unit',
    title: '8T8R Macro Radio Unit',
    summary: 'High-capacity 8T8R macro radio unit with 320 W total output for n78 sectors, supporting beamforming and 8-layer MU-MIMO over O-RAN fronthaul.',
    overview: [
      'The 8T8R macro radio unit is built for wide-area sector capacity on towers and rooftops. Eight transmit and eight receive chains deliver up to 40 W per path (320 W in total) across up to 200 MHz of instantaneous bandwidth in n78, enough to carry two operators’ carriers, with digital beamforming and up to eight-layer downlink MU-MIMO when paired with an eight-port passive antenna.',
      'The radio supports the O-RAN 7.2x split with Category B precoding, dual 25 GbE eCPRI fronthaul with ITU-T G.8275.1 timing, and CPRI for legacy basebands. Its die-cast aluminium housing is passively cooled through deep vertical fins, sealed to IP65 and rated for -40 °C to +55 °C, and it mounts on the tower next to the antenna to minimise feeder loss.',
    ],
    uses: [
      'Macro-site capacity upgrades in n78',
      'Urban and suburban wide-area 5G coverage',
      'Fixed wireless access with heavy uplink demand',
      'Highway and railway corridor coverage',
      'Shared infrastructure and neutral-host towers',
    ],
    certifications: ['TEC MTCTE', 'WPC ETA', '3GPP TS 38.141 conformance', 'IP65 to IEC 60529', 'CE (Radio Equipment Directive)', 'RoHS compliant'],
    images: [
      img('8t8r-macro-radio-unit', 1, 'Front view of the 8T8R macro radio unit with deep vertical cooling fins and carry handles'),
      img('8t8r-macro-radio-unit', 2, 'Underside connector panel of the macro radio unit with eight RF antenna ports, fibre and power connectors'),
      img('8t8r-macro-radio-unit', 3, 'Macro radio unit mounted on a lattice telecom tower behind a panel antenna'),
    ],
    gradient: 'navy-sky',
  },
  {
    slug: 'small-cell',
    title: '5G Small Cell',
    summary: 'All-in-one 5G NR small cell with integrated gNB software and 2T2R or 4T4R radio, powered by PoE++ for enterprise and private networks.',
    overview: [
      'Our integrated small cell combines the radio, distributed unit and central unit in one enclosure, so a single box delivers standalone 5G NR coverage connected back to an operator or private core over ordinary IP backhaul. It supports n78 and n77 with 2T2R or 4T4R radios at up to 250 mW per port, 100 MHz carrier bandwidth and up to 128 simultaneously connected users, with an LTE anchor option for non-standalone networks.',
      'Installation needs a single Ethernet cable carrying IEEE 802.3bt Type 4 PoE++, with IEEE 1588v2 or GNSS timing and self-organising network features that set neighbour relations and transmit power automatically. Cells are provisioned over TR-069, TR-369 or NETCONF, and groups of cells share a controller for seamless handover between floors and buildings.',
    ],
    uses: [
      'Private 5G for manufacturing, logistics and ports',
      'Enterprise in-building coverage',
      'Retail stores and hospitality venues',
      'University and research campus networks',
      'Remote sites with satellite or microwave backhaul',
    ],
    certifications: ['TEC MTCTE', 'WPC ETA', 'CE (Radio Equipment Directive)', 'FCC Part 2 (export variant)', 'IEC 62368-1 safety', 'RoHS compliant'],
    images: [img('small-cell', 1, 'Compact 5G small cell with a rounded housing and status light, wall-mounted with a single Ethernet cable')],
    gradient: 'sky-indigo',
  },
  {
    slug: '5g-cpe',
    title: '5G CPE',
    summary: 'Indoor and outdoor 5G customer premises equipment for fixed wireless access, with SA/NSA support, Wi-Fi 6 and gigabit Ethernet ports.',
    overview: [
      'The 5G CPE turns a mobile signal into dependable home or office broadband. It supports standalone and non-standalone 5G across n78, n28, n1, n3, n5, n8, n40 and n41 with LTE fallback, and 4x4 MIMO on the main bands for peak downlink rates above 3 Gbit/s in good radio conditions. Carrier aggregation and band locking let operators tune it to their spectrum.',
      'The indoor unit provides dual-band Wi-Fi 6 (AX3000) with WPA3 and mesh, two gigabit Ethernet ports and a VoIP phone port, while the outdoor IP67 unit mounts on a wall or mast facing the tower for a stronger signal and powers up over a single PoE cable from indoors. TR-069 remote management lets operators push firmware, APN profiles and band settings across the whole fleet.',
    ],
    uses: [
      'Fixed wireless broadband for homes and small offices',
      'Primary or backup links for branches and retail stores',
      'Rural broadband where fibre is not viable',
      'Temporary sites, events and construction offices',
      'Aggregating CCTV, kiosks and IoT devices',
    ],
    certifications: [
      'TEC MTCTE',
      'WPC ETA',
      'BIS CRS (IS 13252 Part 1)',
      'IP67 to IEC 60529 (outdoor unit)',
      'CE (Radio Equipment Directive)',
      'RoHS compliant',
    ],
    images: [
      img('5g-cpe', 1, 'Indoor 5G CPE in an upright tower housing with status indicators on the front'),
      img('5g-cpe', 2, 'Outdoor IP67 5G CPE on a wall bracket, aimed at a distant cell tower'),
    ],
    gradient: 'fuchsia-violet',
  },
];

// ---------------------------------------------------------------- networking & servers

const networking: Product[] = [
  {
    slug: '1u-server',
    title: '1U Rack Server',
    summary: 'Dense 1U dual-socket rack server with Intel Xeon or AMD EPYC processors, up to 4 TB DDR5 and ten NVMe bays for virtualisation and cloud.',
    overview: [
      'The 1U rack server packs two Intel Xeon Scalable or AMD EPYC processors, 32 DDR5-4800 RDIMM slots for up to 4 TB of memory, and up to ten 2.5-inch hot-swap NVMe, SAS or SATA drive bays into a single rack unit. Two PCIe 5.0 slots and an OCP 3.0 mezzanine take 25 or 100 GbE networking, hardware RAID or a low-profile accelerator.',
      'Redundant 80 PLUS Titanium power supplies and hot-swap fan modules keep the system running through component failures. A dedicated BMC with Redfish and IPMI 2.0, TPM 2.0 and a silicon root of trust provide remote management and firmware security, and the platform is tested with major Linux distributions, Windows Server and leading hypervisors.',
    ],
    uses: [
      'Virtualisation and private cloud clusters',
      'Web, application and database front-end tiers',
      'Software-defined storage and hyper-converged nodes',
      'Edge data centres with limited rack space',
      'Telco NFV and 5G core user-plane functions',
    ],
    certifications: ['BIS CRS (IS 13252 Part 1)', 'IEC 62368-1 / UL 62368-1 safety', 'FCC Class A', 'CE', '80 PLUS Titanium power supplies', 'RoHS compliant'],
    images: [
      img('1u-server', 1, 'Front view of the 1U rack server with ten hot-swap 2.5-inch drive bays and rack ears'),
      img('1u-server', 2, 'Rear panel of the 1U server showing redundant power supplies, PCIe slots and network ports'),
      img('1u-server', 3, 'Top view inside the 1U server with two processor heatsinks, DIMM slots and a row of fan modules'),
    ],
    gradient: 'slate-blue',
  },
  {
    slug: '2u-server',
    title: '2U Rack Server',
    summary: 'Flexible 2U dual-socket server with up to 24 drive bays, eight PCIe 5.0 slots and GPU support for storage, AI inference and databases.',
    overview: [
      'The 2U platform trades a little rack space for a great deal of expansion. It takes two Intel Xeon Scalable or AMD EPYC processors and up to 32 DDR5 DIMMs, with front configurations of twelve 3.5-inch or twenty-four 2.5-inch hot-swap bays, optional all-NVMe backplanes and rear drive cages for mirrored boot drives.',
      'Up to eight PCIe 5.0 slots carry as many as three double-width GPUs or accelerators for AI inference and analytics, cooled by redundant hot-swap fans and fed by 2,000 W Titanium power supplies. Hardware RAID with flash-backed cache, an OCP 3.0 network slot and the same BMC, Redfish and TPM 2.0 stack as our 1U server make the two simple to run side by side.',
    ],
    uses: [
      'Database and ERP servers, including in-memory platforms',
      'Scale-out storage and backup repositories',
      'AI inference and video analytics with GPUs',
      'VDI and large virtualisation hosts',
      'Big-data and analytics clusters',
    ],
    certifications: ['BIS CRS (IS 13252 Part 1)', 'IEC 62368-1 / UL 62368-1 safety', 'FCC Class A', 'CE', '80 PLUS Titanium power supplies', 'RoHS compliant'],
    images: [img('2u-server', 1, 'Front view of the 2U rack server with twelve 3.5-inch drive bays and a front control panel')],
    gradient: 'navy-sky',
  },
  {
    slug: 'switch',
    title: 'Managed Ethernet Switch',
    summary: 'Layer 2+ and Layer 3 managed switches with 24 or 48 gigabit or multigigabit PoE++ ports and 10/25 GbE uplinks for campus and edge networks.',
    overview: [
      'Our managed switches cover the access and aggregation layers of campus and branch networks. Access models offer 24 or 48 ports of 1 GbE or 2.5/5/10 GbE multigigabit copper with IEEE 802.3at PoE+ and 802.3bt PoE++ at up to 90 W per port and a power budget of up to 1,440 W for access points, cameras and IoT devices, plus four 10 GbE or 25 GbE SFP28 uplinks.',
      'Software features include VLANs, LACP link aggregation, RSTP and MSTP, static, OSPF and BGP routing on Layer 3 models, 802.1X and MAC authentication, ACLs, DHCP snooping and QoS. Up to eight switches stack for single-IP management, with zero-touch provisioning and management by web interface, industry-standard CLI, SNMPv3, NETCONF or our cloud controller.',
    ],
    uses: [
      'Campus and office access networks',
      'Powering Wi-Fi 6 and Wi-Fi 7 access points and IP cameras over PoE++',
      'Branch and retail networks',
      'Server and storage aggregation in small data rooms',
      'Industrial and building-management networks',
    ],
    certifications: ['TEC MTCTE', 'BIS CRS (IS 13252 Part 1)', 'IEEE 802.3bt compliant', 'FCC Class A', 'CE', 'RoHS compliant'],
    images: [
      img('switch', 1, 'Front panel of the 48-port PoE++ managed switch with four SFP28 uplink ports'),
      img('switch', 2, 'Managed switches stacked in a network rack below a patch panel, connected with patch cords'),
    ],
    gradient: 'blue-teal',
  },
  {
    slug: 'universal-broadband-router',
    title: 'Universal Broadband Router',
    summary: 'Multi-WAN broadband router for fibre, DSL, 4G/5G and Ethernet links, with Wi-Fi 6, failover, VPN and SD-WAN readiness for homes and branches.',
    overview: [
      'The universal broadband router works with whatever connection a site has. A 2.5 GbE WAN port connects to fibre ONTs and cable modems, an integrated VDSL2/ADSL2+ modem serves copper lines, and an optional 5G or 4G module provides cellular primary or backup service, with load balancing and automatic failover across every link.',
      'On the LAN side it offers four gigabit ports and dual-band Wi-Fi 6 (AX3000) with WPA3 and mesh, while a quad-core processor handles IPsec, WireGuard and OpenVPN tunnels, a stateful firewall and application-aware QoS. Service providers manage it through TR-069 and TR-369 (USP), and enterprises can enrol it in SD-WAN overlays for branch connectivity.',
    ],
    uses: [
      'Home and small-office broadband',
      'Branch, ATM and retail connectivity with automatic failover',
      'Operator-managed broadband bundles',
      'Secure site-to-site VPN for distributed teams',
      'Temporary and pop-up sites on cellular links',
    ],
    certifications: ['TEC MTCTE', 'WPC ETA', 'BIS CRS (IS 13252 Part 1)', 'CE (Radio Equipment Directive)', 'FCC', 'RoHS compliant'],
    images: [img('universal-broadband-router', 1, 'Universal broadband router with four external antennas and a row of status lights')],
    gradient: 'indigo-cyan',
  },
  {
    slug: 'optical-network-terminal',
    title: 'Optical Network Terminal (ONT)',
    summary: 'GPON and XGS-PON optical network terminals with gigabit or 10 GbE LAN, Wi-Fi 6 and VoIP for fibre-to-the-home and business services.',
    overview: [
      'Our optical network terminals terminate fibre-to-the-home and fibre-to-the-business services. GPON models follow ITU-T G.984 with 2.488 Gbit/s downstream and 1.244 Gbit/s upstream, and XGS-PON models follow ITU-T G.9807.1 with symmetric 10 Gbit/s, both through an SC/APC optical port with Class B+ or N1 optics.',
      'Variants range from a bridge ONU with a single gigabit port to a full home gateway with four gigabit ports or a 10 GbE port, dual-band Wi-Fi 6, two FXS voice ports for SIP telephony and USB. OMCI management to ITU-T G.988 ensures interoperability with leading OLT platforms, and TR-069 allows remote provisioning of data, voice and IPTV services.',
    ],
    uses: [
      'FTTH broadband for residential subscribers',
      'Enterprise and SME fibre leased lines',
      'BharatNet and rural fibre roll-outs',
      'Multi-dwelling units and gated communities',
      'Fibre backhaul for Wi-Fi hotspots and CCTV',
    ],
    certifications: ['TEC MTCTE', 'WPC ETA (Wi-Fi models)', 'BIS CRS (IS 13252 Part 1)', 'ITU-T G.984 and G.9807.1', 'CE', 'RoHS compliant'],
    images: [img('optical-network-terminal', 1, 'Optical network terminal with a yellow fibre patch cord plugged into its green SC/APC port')],
    gradient: 'emerald-cyan',
  },
];

// ---------------------------------------------------------------- wireless & access points

const wireless: Product[] = [
  {
    slug: 'wifi-5-access-point',
    title: 'Wi-Fi 5 Access Point',
    summary: 'Cost-effective 802.11ac Wave 2 ceiling access point with 2x2 MU-MIMO, 1.2 Gbit/s combined rate and 802.3af PoE for offices and hotels.',
    overview: [
      'For sites where budget and coverage matter more than peak speed, our Wi-Fi 5 access point remains a dependable choice. It pairs a 2x2 802.11ac Wave 2 radio at 5 GHz (867 Mbit/s) with a 2x2 802.11n radio at 2.4 GHz (300 Mbit/s), supporting MU-MIMO, transmit beamforming and band steering for up to 100 concurrent clients.',
      'It draws under 12 W from standard 802.3af PoE, so it runs on existing switches, and mounts on ceilings or walls in a low-profile 180 mm disc housing. Standalone, controller and cloud management modes are supported, with WPA2 and WPA3, 802.1X, captive portal, multiple SSIDs mapped to VLANs and fast roaming with 802.11k/v/r.',
    ],
    uses: [
      'Small and medium offices',
      'Hotel rooms and guest areas',
      'Schools and coaching centres',
      'Retail stores, cafés and restaurants',
      'Clinics and bank branches',
    ],
    certifications: ['WPC ETA', 'BIS CRS (IS 13252 Part 1)', 'Wi-Fi Alliance certified', 'CE (Radio Equipment Directive)', 'FCC', 'RoHS compliant'],
    images: [img('wifi-5-access-point', 1, 'Ceiling-mount Wi-Fi 5 access point with a round white housing and a cyan status ring')],
    gradient: 'sky-indigo',
  },
  {
    slug: 'wifi-7-access-point',
    title: 'Wi-Fi 7 Access Point',
    summary: 'Tri-band 802.11be access point with 320 MHz channels, 4096-QAM and Multi-Link Operation, powered by PoE++ with a 10 GbE uplink.',
    overview: [
      'Our Wi-Fi 7 access point is built for dense offices, auditoriums and latency-sensitive applications. Radios at 2.4, 5 and 6 GHz deliver a combined PHY rate of about 19 Gbit/s using 320 MHz channels, 4096-QAM and Multi-Link Operation (MLO), which lets a client transmit and receive across bands at once for lower latency and higher reliability. Where local regulation does not yet permit 6 GHz, the radio runs 5 GHz MLO with Wi-Fi 6E-class performance.',
      'A 10 GbE multigigabit uplink and IEEE 802.3bt PoE++ keep the access point fed, and a second 2.5 GbE port provides link aggregation. Security uses WPA3-Enterprise with 192-bit mode and Enhanced Open (OWE), while a built-in BLE 5.3 radio supports asset tracking and indoor positioning, all managed from our cloud controller or on-premises.',
    ],
    uses: [
      'High-density offices and co-working spaces',
      'Auditoriums, lecture halls and conference centres',
      'AR/VR, 8K video and low-latency collaboration',
      'Smart factories with AGVs and wireless automation',
      'Hospitals and hotels upgrading to the latest Wi-Fi',
    ],
    certifications: ['WPC ETA', 'BIS CRS (IS 13252 Part 1)', 'Wi-Fi CERTIFIED 7', 'CE (Radio Equipment Directive)', 'FCC', 'RoHS compliant'],
    images: [
      img('wifi-7-access-point', 1, 'Square Wi-Fi 7 access point with a slim white housing and a cyan status light'),
      img('wifi-7-access-point', 2, 'Wi-Fi 7 access point on an office ceiling grid serving laptops and phones on the desks below'),
    ],
    gradient: 'violet-indigo',
  },
  {
    slug: 'outdoor-access-point',
    title: 'Outdoor Access Point',
    summary: 'Ruggedised IP67 Wi-Fi 6 outdoor access point with 4x4 MIMO, a -40 °C to +65 °C rating and pole or wall mounting for campuses and public spaces.',
    overview: [
      'The outdoor access point extends enterprise Wi-Fi to campuses, stadiums, ports and city streets. Dual-band Wi-Fi 6 radios, 4x4 at 5 GHz and 2x2 at 2.4 GHz, deliver up to 3 Gbit/s aggregate through integrated omnidirectional antennas or N-type connectors for external sector antennas, and a mesh mode serves sites without cabled backhaul.',
      'Its IP67, UV-stabilised die-cast housing is rated from -40 °C to +65 °C, with 6 kV surge protection on the Ethernet and power inputs. The unit runs from 802.3at PoE+ or AC mains, has an SFP port for fibre backhaul on long runs, and passes IEC 60068 vibration and salt-mist tests for coastal and industrial sites.',
    ],
    uses: [
      'University and corporate campuses',
      'Smart-city Wi-Fi hotspots and bus shelters',
      'Ports, warehouses and container yards',
      'Stadiums and outdoor events',
      'Railway stations and platforms',
    ],
    certifications: ['WPC ETA', 'BIS CRS (IS 13252 Part 1)', 'IP67 to IEC 60529', 'CE (Radio Equipment Directive)', 'FCC', 'RoHS compliant'],
    images: [img('outdoor-access-point', 1, 'Outdoor access point with four external antennas mounted on a pole with its PoE and fibre cables')],
    gradient: 'teal-emerald',
  },
];

// ---------------------------------------------------------------- cameras & surveillance

const cameras: Product[] = [
  {
    slug: 'ip-camera',
    title: 'IP Dome Camera',
    summary: '4 MP and 4K PoE dome cameras with H.265, smart IR, IK10 vandal resistance and ONVIF Profile S, T and G for indoor and outdoor security.',
    overview: [
      'Our IP dome cameras deliver sharp detail from 1/1.8-inch progressive-scan CMOS sensors at 4 MP or 8 MP (4K), with 120 dB true WDR and smart IR illumination to 40 m. A motorised 2.8-12 mm varifocal lens lets installers frame and focus the scene remotely, and H.265 with a smart codec cuts bandwidth and storage substantially compared with plain H.264.',
      'The IP67, IK10 housing suits lobbies, car parks and building facades, powered by 802.3af PoE or 12 V DC. Built-in analytics detect line crossing, intrusion and the presence of people or vehicles, while ONVIF Profile S, T and G conformance, microSD edge recording and RTSP streams make integration with any video management system straightforward. HTTPS, 802.1X and signed firmware protect the device itself.',
    ],
    uses: [
      'Office lobbies, corridors and reception areas',
      'Car parks and building entrances',
      'Retail stores and warehouses',
      'Schools, hospitals and government buildings',
      'Smart-city and campus surveillance',
    ],
    certifications: ['BIS CRS (IS 13252 Part 1)', 'STQC CCTV security testing', 'ONVIF Profile S, T and G', 'IP67 and IK10', 'CE', 'FCC'],
    images: [
      img('ip-camera', 1, 'IP dome camera with a smoked dome cover and a ring of infrared LEDs around the lens'),
      img('ip-camera', 2, 'Dome camera mounted under a building canopy, its field of view covering the glass entrance doors'),
    ],
    gradient: 'slate-blue',
  },
  {
    slug: 'surveillance-camera',
    title: 'Bullet Surveillance Camera',
    summary: 'Long-range 4K bullet cameras with motorised zoom, 80 m IR, AI person and vehicle detection and ANPR for perimeters, gates and roads.',
    overview: [
      'Designed for perimeters, gates and roads, our bullet surveillance camera pairs an 8 MP (4K) sensor with a motorised 7-35 mm lens and IR illumination to 80 m. Colour imaging down to 0.002 lux, 120 dB WDR and 3D noise reduction keep footage usable at night and against harsh backlight such as oncoming headlights.',
      'On-board AI separates people and vehicles from swaying foliage and animals to cut false alarms, and an ANPR model reads Indian high-security registration plates for gate automation and traffic enforcement. The IP67 housing with sunshield, 6 kV surge protection and a -30 °C to +60 °C operating range suits exposed sites, with H.265, triple streams and ONVIF Profile S, T and G for integration.',
    ],
    uses: [
      'Industrial and utility perimeter protection',
      'ANPR at gates, toll plazas and car parks',
      'Highway and city traffic monitoring',
      'Warehouses, yards and logistics parks',
      'Substations, pumping stations and other critical sites',
    ],
    certifications: ['BIS CRS (IS 13252 Part 1)', 'STQC CCTV security testing', 'ONVIF Profile S, T and G', 'IP67 to IEC 60529', 'CE', 'FCC'],
    images: [img('surveillance-camera', 1, 'Bullet surveillance camera with a sunshield and infrared illuminators on a wall bracket')],
    gradient: 'navy-sky',
  },
  {
    slug: 'dashcam',
    title: 'Fleet Dashcam',
    summary: 'Dual-channel 4G fleet dashcam with road and cabin cameras, GPS, collision warnings and driver-fatigue alerts for logistics and taxi fleets.',
    overview: [
      'The fleet dashcam records the road ahead in 2K at 30 fps through a 140-degree lens and the cabin in 1080p with infrared for night driving. A 4G LTE modem and GNSS receiver stream live video, location and events to the fleet platform, and loop recording to an industrial-grade microSD card of up to 256 GB is backed by a supercapacitor rather than a battery, so it copes with hot Indian summers.',
      'Edge AI provides forward-collision and lane-departure warnings together with driver-monitoring alerts for fatigue, distraction and phone use. A G-sensor locks the footage around harsh braking or impacts for insurance and investigation, and the unit runs on 12 V or 24 V supplies with ignition sensing, working alongside AIS-140 vehicle tracking systems on commercial vehicles.',
    ],
    uses: [
      'Logistics and trucking fleets',
      'Taxi, ride-hailing and staff transport',
      'School and public buses',
      'Insurance claims and accident reconstruction',
      'Driver training and safety coaching',
    ],
    certifications: ['BIS CRS', 'WPC ETA', 'TEC MTCTE', 'E-mark to UN ECE R10 (automotive EMC)', 'CE', 'RoHS compliant'],
    images: [
      img('dashcam', 1, 'Dual-lens fleet dashcam with a road-facing lens and a cabin-facing infrared camera'),
      img('dashcam', 2, 'Dashcam mounted behind the windscreen of a truck cab, looking out at the road ahead'),
    ],
    gradient: 'purple-pink',
  },
  {
    slug: 'sports-trail-camera',
    title: 'Sports & Trail Camera',
    summary: 'Rugged 4K action and trail camera with motion-triggered capture, no-glow infrared, long battery life and a weatherproof housing.',
    overview: [
      'The sports and trail camera does two jobs in one rugged body. In action mode it records 4K at 60 fps with electronic stabilisation through a 155-degree lens, for sport, adventure and inspection work. In trail mode a passive infrared sensor with a 0.2-second trigger wakes the camera to capture stills of up to 24 MP and video of wildlife or intruders, day and night.',
      'No-glow 940 nm infrared LEDs illuminate up to 20 m without a visible flash, and eight AA cells or a lithium pack last for months on standby. The IP66 housing handles monsoon rain and dust, with a strap and tree mount, an optional 4G module that sends images in near real time, and timestamp, temperature and moon-phase overlays for field researchers.',
    ],
    uses: [
      'Wildlife research and forest department monitoring',
      'Farm, orchard and plantation security',
      'Adventure sports, trekking and cycling',
      'Construction-site time-lapse',
      'Remote pipeline and asset monitoring',
    ],
    certifications: ['BIS CRS', 'WPC ETA (4G and Wi-Fi variants)', 'IP66 to IEC 60529', 'CE', 'FCC', 'RoHS compliant'],
    images: [img('sports-trail-camera', 1, 'Camouflaged trail camera strapped to a tree trunk, showing its lens, PIR sensor and infrared panel')],
    gradient: 'teal-emerald',
  },
];

// ---------------------------------------------------------------- iot & smart devices

const iot: Product[] = [
  {
    slug: 'industrial-gateway',
    title: 'Industrial IoT Gateway',
    summary: 'DIN-rail industrial IoT gateway with Modbus, OPC UA and MQTT, dual Ethernet, RS-485 and 4G for connecting PLCs, meters and sensors to the cloud.',
    overview: [
      'Our industrial gateway collects data from legacy and modern equipment and forwards it securely to SCADA, historians and cloud platforms. It polls PLCs, meters, drives and sensors over Modbus RTU and TCP, OPC UA, BACnet/IP and DLMS, and publishes over MQTT or HTTPS to public IoT clouds or on-premises brokers, buffering data locally through network outages.',
      'The fanless DIN-rail unit has a quad-core ARM processor, two isolated RS-485 ports, two gigabit Ethernet ports, digital inputs and outputs and a 4G LTE Cat 4 modem with dual SIM, running from 9-36 V DC across -20 °C to +70 °C. A hardened Linux with container support hosts edge applications, alongside VPN, firewall and secure boot designed to IEC 62443-4-2 principles.',
    ],
    uses: [
      'Machine monitoring and OEE on the plant floor',
      'Substation and meter data collection for utilities',
      'Solar plant and inverter monitoring',
      'Building management and HVAC integration',
      'Water and waste-water SCADA',
    ],
    certifications: ['TEC MTCTE', 'WPC ETA', 'BIS CRS', 'IEC 61000-6-2 industrial EMC immunity', 'CE', 'FCC'],
    images: [img('industrial-gateway', 1, 'DIN-rail industrial IoT gateway with terminal blocks, Ethernet ports and an LTE antenna')],
    gradient: 'blue-teal',
  },
  {
    slug: 'temperature-logger',
    title: 'Temperature Data Logger',
    summary: 'Connected temperature and humidity loggers with alarms, cloud dashboards and audit trails for cold chain, pharma and food storage.',
    overview: [
      'The temperature logger records conditions in cold rooms, freezers, reefer trucks and warehouses at intervals from 10 seconds to 24 hours, storing up to 100,000 readings internally. Internal and probe sensors cover -40 °C to +85 °C with ±0.3 °C accuracy and humidity to ±2% RH, and a PT100 probe option extends the range to -200 °C for cryogenic storage.',
      'Readings are uploaded over Wi-Fi, LoRaWAN or 4G to a cloud dashboard with SMS and e-mail alarms, and a USB mode produces a PDF report without any software. Calibration certificates traceable to NABL-accredited laboratories, user access control and tamper-evident audit trails support GDP, WHO PQS and 21 CFR Part 11 audits.',
    ],
    uses: [
      'Pharmaceutical and vaccine cold chain',
      'Food storage and commercial kitchens',
      'Reefer trucks and shipping containers',
      'Data centre and server room monitoring',
      'Laboratories and blood banks',
    ],
    certifications: [
      'Calibration traceable to NABL-accredited laboratories',
      'EN 12830 for food transport and storage',
      '21 CFR Part 11 ready software',
      'IP65 to IEC 60529',
      'CE',
      'RoHS compliant',
    ],
    images: [img('temperature-logger', 1, 'Temperature data logger with an LCD display, alarm light and an external probe on a cable')],
    gradient: 'sky-indigo',
  },
  {
    slug: 'smart-energy-monitor',
    title: 'Smart Energy Monitor',
    summary: 'DIN-rail three-phase energy monitor with class 0.5S accuracy, split-core CTs, power-quality analysis and Modbus, Wi-Fi or 4G reporting.',
    overview: [
      'The smart energy monitor measures voltage, current, active and reactive power, power factor and energy on single-phase and three-phase circuits, with class 0.5S accuracy to IEC 62053-22 and IS 14697. Split-core current transformers clip around existing conductors without a shutdown, and a single monitor can track up to twelve sub-circuits.',
      'Beyond energy it analyses power quality, with harmonics to the 31st order, THD, voltage sags and swells, and flags abnormal load patterns. Data is reported over Modbus RTU or TCP, or via MQTT over Wi-Fi or 4G, to our CEM platform or any building management system, and a built-in web page makes commissioning quick.',
    ],
    uses: [
      'Tenant sub-metering in commercial buildings',
      'Machine-level energy tracking in factories',
      'Power-factor and harmonic monitoring',
      'Solar generation and net-metering checks',
      'Energy audits and ISO 50001 programmes',
    ],
    certifications: ['IEC 62053-22 and IS 14697 class 0.5S', 'IEC 61557-12', 'IEC 61010-1 safety', 'WPC ETA (wireless variants)', 'CE', 'RoHS compliant'],
    images: [
      img('smart-energy-monitor', 1, 'Three-phase smart energy monitor on a DIN rail with split-core current transformers clipped around the phase conductors'),
    ],
    gradient: 'amber-red',
  },
  {
    slug: 'ev-charger',
    title: 'EV Charger',
    summary:
      'AC and DC EV chargers from 7.4 kW to 60 kW with Type 2 and CCS2 connectors, OCPP 1.6J and RFID or app-based access for homes, fleets and public hubs.',
    overview: [
      'Our EV chargers cover homes, workplaces and public charging hubs. AC wallboxes deliver 7.4 kW single-phase or 22 kW three-phase through an IEC 62196-2 Type 2 socket or tethered cable, built to IEC 61851-1 and IS 17017-1, while 30 kW and 60 kW DC fast chargers offer CCS2 to IEC 61851-23 and IS 17017-2, with a Bharat DC-001 outlet option for light electric vehicles.',
      'Every charger speaks OCPP 1.6J, upgradable to OCPP 2.0.1, and connects to any compliant back-end over Ethernet, Wi-Fi or 4G for remote monitoring, tariffs and firmware updates. Protection includes Type B residual current detection, over-voltage, earth-fault and over-temperature cut-outs, and dynamic load management keeps charging within the building supply. IP55 and IK10 enclosures suit open car parks and kerbside sites.',
    ],
    uses: [
      'Housing societies and individual homes',
      'Office and workplace parking',
      'Public charging hubs on highways and at malls',
      'Depots for e-buses, e-cabs and delivery fleets',
      'Hotels, hospitals and retail destinations',
    ],
    certifications: [
      'IEC 61851-1 and IS 17017-1',
      'IEC 61851-23 and IS 17017-2 (DC models)',
      'IEC 62196-2 and IEC 62196-3 connectors',
      'OCPP 1.6J compliant',
      'IP55 and IK10 enclosure',
      'CE',
    ],
    images: [
      img('ev-charger', 1, 'Pedestal DC fast charger with a touch display, RFID reader and a holstered CCS2 connector'),
      img('ev-charger', 2, 'Close-up of the CCS2 charging connector face showing the Type 2 signal pins and two DC power pins'),
      img('ev-charger', 3, 'Wall-mounted AC EV charger charging an electric car in a marked parking bay'),
    ],
    gradient: 'emerald-cyan',
  },
  {
    slug: 'cem',
    title: 'Centralized Energy Management (CEM)',
    summary: 'Energy management platform and edge controller that unify meters, HVAC, DG sets, solar and EV chargers for multi-site savings and reporting.',
    overview: [
      'Centralized Energy Management (CEM) combines an on-site edge controller with a cloud or on-premises software platform, giving facility teams one view of energy across buildings, plants and retail chains. It gathers data from smart energy monitors, utility meters, DG sets, UPS systems, solar inverters, chillers and EV chargers over Modbus, BACnet, MQTT and OCPP, and normalises it into a common asset model.',
      'Dashboards track consumption by site, area and asset against baselines, tariffs and weather, and flag anomalies such as after-hours loads or a falling power factor. Rules and schedules control HVAC, lighting and EV charging to shave peaks and avoid contract-demand penalties, with reports aligned to ISO 50001 and the Bureau of Energy Efficiency PAT scheme, and role-based access secured with single sign-on and audit logs.',
    ],
    uses: [
      'Multi-site retail, banking and telecom-tower portfolios',
      'Factories working towards ISO 50001 and PAT targets',
      'Commercial buildings and IT parks',
      'Balancing solar, DG and grid supply across a campus',
      'Peak-demand management for EV charging hubs',
    ],
    certifications: [
      'ISO 50001 aligned reporting',
      'ISO/IEC 27001 certified hosting',
      'IEC 62443 secure-by-design controller',
      'BIS CRS (edge controller)',
      'CE',
    ],
    images: [
      img('cem', 1, 'Energy management dashboard on a monitor showing site consumption tiles, a load profile chart and alerts'),
      img('cem', 2, 'CEM edge controller linked to a meter, HVAC, solar panels, an EV charger and a DG set, with a cloud connection'),
    ],
    gradient: 'teal-emerald',
  },
];

// ---------------------------------------------------------------- personal computing

const computing: Product[] = [
  {
    slug: 'laptop',
    title: 'Business Laptop',
    summary: 'Thin 14-inch business laptop with Intel Core Ultra or AMD Ryzen PRO processors, up to 64 GB RAM, TPM 2.0 and a spill-resistant keyboard.',
    overview: [
      'The business laptop balances portability and performance for hybrid teams. It uses Intel Core Ultra or AMD Ryzen PRO processors with integrated NPUs for on-device AI features, 16 to 64 GB of LPDDR5x memory and PCIe 4.0 NVMe storage of up to 2 TB, in a 1.3 kg aluminium and magnesium chassis tested to MIL-STD-810H.',
      'The 14-inch 16:10 display comes in FHD+ or 2.8K at 400 nits, alongside a 5 MP IR camera with privacy shutter, fingerprint reader, Wi-Fi 7 and optional 5G. Ports include two Thunderbolt 4 / USB4, USB-A, HDMI 2.1 and a headset jack, while TPM 2.0, BIOS protection and remote management suit Windows 11 Pro and Linux fleets, backed by imaging, asset tagging and onsite warranty across India.',
    ],
    uses: [
      'Hybrid and remote workforces',
      'Developers and consultants',
      'Field sales and senior executives',
      'Education and training institutes',
      'Government and PSU bulk procurement',
    ],
    certifications: ['BIS CRS (IS 13252 Part 1)', 'WPC ETA', 'ENERGY STAR', 'EPEAT registered', 'MIL-STD-810H tested', 'RoHS compliant'],
    images: [
      img('laptop', 1, 'Open 14-inch business laptop showing its display, backlit keyboard and touchpad'),
      img('laptop', 2, 'Closed business laptop seen from the side, with Thunderbolt, USB-A and HDMI ports along its edge'),
    ],
    gradient: 'indigo-cyan',
  },
  {
    slug: 'tablet',
    title: 'Rugged Enterprise Tablet',
    summary: 'Rugged 10.1-inch enterprise tablet with 5G, IP65 sealing, a barcode imager and a hot-swappable battery for field and frontline teams.',
    overview: [
      'The enterprise tablet puts computing in the hands of field engineers, delivery staff and healthcare workers. An octa-core processor, 8 GB RAM and 128 GB storage run Android Enterprise, or Windows on the x86 variant, on a 10.1-inch 800-nit sunlight-readable display that works with gloves and wet fingers.',
      'It is sealed to IP65, survives 1.2 m drops to MIL-STD-810H and has a hot-swappable 8,000 mAh battery for back-to-back shifts. Options include 5G or 4G with GNSS including NavIC, a 2D barcode imager, NFC, smart-card reader and pogo-pin docking, and Android Enterprise zero-touch enrolment and kiosk mode simplify large deployments.',
    ],
    uses: [
      'Field service and utility meter reading',
      'Proof of delivery in logistics',
      'Retail inventory and assisted selling',
      'Bedside and ambulance records in healthcare',
      'Surveys, census and e-governance field work',
    ],
    certifications: ['BIS CRS (IS 13252 Part 1)', 'WPC ETA', 'TEC MTCTE (cellular variants)', 'IP65 to IEC 60529', 'MIL-STD-810H tested', 'CE'],
    images: [img('tablet', 1, 'Rugged enterprise tablet with protective corner bumpers and a map application on screen')],
    gradient: 'purple-pink',
  },
];

// ---------------------------------------------------------------- groups

/** The seven catalogue groups, in menu order, each holding its full product entries. */
export const productGroups: ProductGroup[] = [
  {
    slug: 'cables-wiring',
    title: 'Cables & Wiring',
    description: 'Power, control, instrumentation and temperature-measurement cables made to Indian and IEC standards for plants, utilities and buildings.',
    icon: 'bolt',
    products: cables,
  },
  {
    slug: '5g-radio-units',
    title: '5G & Radio Units',
    description: 'O-RAN radio units, small cells and customer premises equipment for 5G NR networks, from indoor coverage to macro sites.',
    icon: 'network',
    products: radio,
  },
  {
    slug: 'networking-servers',
    title: 'Networking & Servers',
    description: 'Rack servers, managed switches, broadband routers and fibre terminals for data centres, enterprise networks and service providers.',
    icon: 'server',
    products: networking,
  },
  {
    slug: 'wireless-access-points',
    title: 'Wireless & Access Points',
    description: 'Indoor and outdoor Wi-Fi 5, Wi-Fi 6 and Wi-Fi 7 access points with cloud or controller management for offices, campuses and public spaces.',
    icon: 'wifi',
    products: wireless,
  },
  {
    slug: 'cameras-surveillance',
    title: 'Cameras & Surveillance',
    description: 'ONVIF-conformant IP cameras, fleet dashcams and rugged trail cameras for security, transport and field monitoring.',
    icon: 'camera',
    products: cameras,
  },
  {
    slug: 'iot-smart-devices',
    title: 'IoT & Smart Devices',
    description: 'Industrial gateways, data loggers, energy monitors, EV chargers and energy management that connect physical assets to the cloud.',
    icon: 'cpu',
    products: iot,
  },
  {
    slug: 'personal-computing',
    title: 'Personal Computing',
    description: 'Business laptops and rugged tablets with enterprise security, configured and imaged for large roll-outs.',
    icon: 'monitor',
    products: computing,
  },
];

/** Every product, flattened in group order. */
export const products: Product[] = productGroups.flatMap((group) => group.products);

/** The product with this slug, if any. */
export function getProduct(slug: string): Product | undefined {
  return products.find((product) => product.slug === slug);
}

/** The group that contains the product with this slug, if any. */
export function getProductGroup(productSlug: string): ProductGroup | undefined {
  return productGroups.find((group) => group.products.some((product) => product.slug === productSlug));
}
