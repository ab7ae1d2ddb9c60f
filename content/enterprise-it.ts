import type { EnterpriseGroup, EnterpriseService, IconName } from './types';

/** The Enterprise IT hub page (/services/enterprise-it/). */
export const enterpriseHub = {
  title: 'Enterprise IT Solutions',
  intro: [
    "Quantivo's Enterprise IT practice designs, supplies, deploys and supports the infrastructure, networks, physical security systems and software licences that Indian organisations run on every day. Whether it is a single data-centre refresh or a nationwide branch rollout, our certified engineers work across the leading OEM platforms and stay accountable from the first assessment to the annual maintenance contract.",
    'Every engagement is shaped by the rules that apply to you, from CERT-In directions, the DPDP Act 2023 and RBI and SEBI cyber frameworks to ISO 27001 and Make in India procurement preferences. We deliver from our New Delhi headquarters with field teams in major Indian cities. Explore our four solution areas below.',
  ],
  description: 'Enterprise IT from Quantivo: infrastructure, networking, IT-powered physical security and software licensing for Indian businesses.',
};

/** The thirteen Enterprise IT services, grouped and ordered as on the hub. */
export const enterpriseServices: EnterpriseService[] = [
  // ============================================================ IT Infrastructure
  // ------------------------------------------------------------ Compute & Storage
  {
    slug: 'compute-storage',
    group: 'it-infrastructure',
    title: 'Compute & Storage',
    description:
      'Right-sized servers, hyperconverged infrastructure and all-flash storage, designed, deployed and supported for Indian data centres and branches.',
    icon: 'server',
    gradient: 'slate-blue',
    content: [
      {
        type: 'p',
        text: "Most Indian enterprises now run a mix of ageing rack servers, a SAN bought for one project years ago and a growing public-cloud bill. Quantivo starts by measuring what you actually run, including CPU ready times, IOPS, latency, capacity growth and backup windows, and then designs compute and storage that fit the workload rather than a vendor's quarter-end target.",
      },
      {
        type: 'p',
        text: 'We deploy rack and blade servers, hyperconverged infrastructure (HCI) and unified or all-flash arrays from Dell, HPE, NetApp, Lenovo and Cisco-class portfolios, and integrate them with your existing hypervisor, backup and disaster recovery estate. Every build is documented, tested and handed over with runbooks your own team can use.',
      },
      { type: 'h2', text: 'What we deliver' },
      {
        type: 'ul',
        items: [
          'Capacity and performance assessment with a three-to-five-year growth model',
          'HCI clusters for virtual workloads, VDI and remote or branch offices',
          'All-flash and hybrid arrays with snapshots, replication and inline data reduction',
          'Immutable backups and DR replication to a secondary site or cloud region',
          'Racking, power and cooling checks, firmware baselines and AMC support',
        ],
      },
    ],
    challenges: [
      'Ageing servers out of OEM support, with rising failure rates and scarce spares',
      'Storage latency spikes during month-end close, batch runs or backup windows',
      'Capacity bought in silos for each application, leaving stranded and underused disks',
      'Ransomware exposure from backups that share the network and credentials of production',
      'Data localisation and retention obligations that limit where copies can be kept',
    ],
    benefits: [
      {
        title: 'Predictable Performance',
        description: 'Sub-millisecond storage latency and balanced compute clusters keep core applications responsive at peak load.',
      },
      {
        title: 'Lower Total Cost',
        description: 'Consolidation, data reduction and right-sizing cut rack space, power draw and licence counts.',
      },
      {
        title: 'Faster Recovery',
        description: 'Snapshots, replication and immutable backups bring recovery point and recovery time within agreed business targets.',
      },
      {
        title: 'Simpler Operations',
        description: 'Single-pane management, standard firmware baselines and clear runbooks reduce day-to-day effort for your team.',
      },
    ],
    features: [
      {
        title: 'Workload Assessment',
        description: 'We collect utilisation data with agentless tools and size compute and storage against real demand, not nameplate figures.',
      },
      {
        title: 'Hyperconverged Infrastructure',
        description: 'Nutanix, VMware vSAN or Azure Local clusters that scale node by node for virtual, VDI and edge workloads.',
      },
      {
        title: 'Enterprise Storage Arrays',
        description: 'All-flash and hybrid SAN and NAS arrays with NVMe, tiering, thin provisioning and synchronous or asynchronous replication.',
      },
      {
        title: 'Backup & Cyber Recovery',
        description: 'Veeam, Commvault or Rubrik-class backup with immutable repositories, isolated recovery copies and regularly tested restores.',
      },
      {
        title: 'Data Centre Build & Migration',
        description: 'Rack layouts, structured cabling, power budgeting and cut-over planning for on-premises, colocation and edge rooms.',
      },
      {
        title: 'Managed Support & AMC',
        description: 'Firmware and patch baselines, proactive health checks and OEM escalation under defined SLAs across Indian cities.',
      },
    ],
    relatedCaseStudies: ['hybrid-cloud', 'core-banking-modernisation', 'sap-s4hana-chemicals-migration'],
  },

  // ------------------------------------------------------------ Identity, Access & Mobility
  {
    slug: 'identity-access-mobility',
    group: 'it-infrastructure',
    title: 'Identity, Access & Mobility',
    description: 'Unified identity, single sign-on, MFA and mobile device management on Microsoft Entra ID and Intune, built on Zero Trust principles.',
    icon: 'key',
    gradient: 'violet-indigo',
    content: [
      {
        type: 'p',
        text: 'Identity is now the perimeter. Employees sign in from offices, homes and client sites, on company laptops and personal phones, to a mix of on-premises and SaaS applications. Without a single source of identity and consistent policy, every new application adds another password, another admin console and another gap for attackers to exploit.',
      },
      {
        type: 'p',
        text: 'Quantivo designs and implements identity, access and mobility platforms around Microsoft Entra ID, Active Directory and Intune, and around Okta, Ping Identity or open-source alternatives where they fit better. We bring joiner-mover-leaver automation, conditional access and device compliance together so that the right person, on a healthy device, gets the right access and nothing more.',
      },
      {
        type: 'ul',
        items: [
          'Active Directory health checks, clean-up and hybrid sync to Microsoft Entra ID',
          'Single sign-on over SAML and OpenID Connect for SaaS and legacy web applications',
          'Phishing-resistant MFA with FIDO2 security keys, passkeys and Windows Hello for Business',
          'Mobile device and application management for corporate and BYOD devices',
          'Privileged access management with just-in-time administrator rights',
        ],
      },
    ],
    challenges: [
      'Orphaned accounts left active long after employees and contractors have left',
      'Password reuse and SMS one-time passwords that do nothing to stop phishing',
      'Dozens of applications, each with its own login, admin console and access review',
      'Personal phones reaching corporate email with no control over data leakage',
      'Auditors asking for access reviews and privileged activity logs that do not exist',
    ],
    benefits: [
      {
        title: 'Stronger Security',
        description: 'Conditional access and phishing-resistant MFA block the credential attacks behind most breaches.',
      },
      {
        title: 'Better User Experience',
        description: 'One sign-in across Microsoft 365, SaaS and internal applications, from any approved device.',
      },
      {
        title: 'Faster Onboarding',
        description: 'HR-driven provisioning gives new joiners working access on day one and removes it on their last day.',
      },
      {
        title: 'Audit Readiness',
        description: 'Access reviews, sign-in logs and privileged activity records map directly to ISO 27001 and RBI and SEBI controls.',
      },
    ],
    features: [
      {
        title: 'Identity Assessment & Design',
        description: 'A review of AD forests, trusts, group sprawl and admin tiers, leading to a documented target identity architecture.',
      },
      {
        title: 'Microsoft Entra ID & Hybrid Identity',
        description: 'Entra Connect or Cloud Sync, password hash sync or pass-through authentication, and seamless single sign-on.',
      },
      {
        title: 'Conditional Access & MFA',
        description: 'Risk-based policies using location, device compliance and sign-in risk, with a staged rollout of FIDO2 and authenticator apps.',
      },
      {
        title: 'Identity Governance',
        description: 'Lifecycle workflows driven by your HRMS, access packages, periodic access reviews and segregation-of-duties checks.',
      },
      {
        title: 'Endpoint & Mobility Management',
        description: 'Intune or Workspace ONE enrolment, Windows Autopilot, app protection policies and remote wipe for lost devices.',
      },
      {
        title: 'Privileged Access Management',
        description: 'Vaulted credentials, session recording and just-in-time elevation for administrators and third-party vendors.',
      },
    ],
    relatedCaseStudies: ['hybrid-cloud'],
  },

  // ------------------------------------------------------------ Virtualization & Optimization
  {
    slug: 'virtualization-optimization',
    group: 'it-infrastructure',
    title: 'Virtualization & Optimization',
    description: 'Hypervisor health checks, VMware alternatives, consolidation and capacity tuning that cut licence costs and lift utilisation.',
    icon: 'layers',
    gradient: 'sky-indigo',
    content: [
      {
        type: 'p',
        text: 'Virtualisation underpins almost every enterprise data centre, but many estates have grown unchecked: oversized virtual machines, workloads nobody owns, ageing hypervisor versions and licence costs that rose sharply after Broadcom repackaged VMware into subscription bundles. Optimisation has become a boardroom cost conversation, not just an infrastructure task.',
      },
      {
        type: 'p',
        text: 'Quantivo reviews your VMware vSphere, Microsoft Hyper-V, Nutanix AHV or Red Hat OpenShift Virtualization estate, right-sizes what you keep and plans migrations where a change of platform makes commercial sense. We also prepare workloads for containers and hybrid cloud where those are the better long-term home.',
      },
      {
        type: 'ul',
        items: [
          'Hypervisor health checks, upgrade planning and host hardening',
          'Virtual machine right-sizing and reclamation of idle and orphaned resources',
          'Licence modelling across VMware VCF and VVF, Hyper-V, Nutanix and open-source KVM',
          'Low-downtime migrations between hypervisors and to Azure, AWS or MeitY-empanelled clouds',
          'Virtual desktops with Citrix, Omnissa Horizon or Azure Virtual Desktop',
        ],
      },
    ],
    challenges: [
      'VMware renewal quotes that have multiplied under the new subscription bundles',
      'Virtual machine sprawl, with oversized machines and workloads nobody owns',
      'Hosts on unsupported hypervisor versions with known, exploitable vulnerabilities',
      'Poor visibility of CPU contention, memory pressure and storage latency',
      'Uncertainty about which workloads belong on-premises, in the cloud or in containers',
    ],
    benefits: [
      {
        title: 'Reduced Licence Spend',
        description: 'Right-sizing and platform choices backed by a clear cost model free up cores, sockets and subscriptions.',
      },
      {
        title: 'Higher Utilisation',
        description: 'Consolidation ratios rise safely, so fewer hosts deliver the same or better service levels.',
      },
      {
        title: 'Lower Risk',
        description: 'Supported, patched hypervisors and tested migration runbooks reduce both security and outage risk.',
      },
      {
        title: 'Cloud-Ready Workloads',
        description: 'Clean, documented virtual machines move to hybrid cloud or containers when the business is ready.',
      },
    ],
    features: [
      {
        title: 'Estate Discovery',
        description: 'Agentless collection of VM, host and storage metrics over a representative business cycle, including month-end peaks.',
      },
      {
        title: 'Right-Sizing & Reclamation',
        description: 'Evidence-based recommendations to trim vCPU and memory, retire idle machines and recover stranded storage.',
      },
      {
        title: 'Licence Optimisation',
        description: 'Side-by-side models of VMware, Hyper-V, Nutanix and KVM options, including Windows Server Datacenter and SQL Server licensing.',
      },
      {
        title: 'Hypervisor Migration',
        description: 'Wave-based moves using VMware HCX, Nutanix Move, Azure Migrate or native tooling, with a rollback plan for every wave.',
      },
      {
        title: 'Virtual Desktops',
        description: 'VDI and desktop-as-a-service design for contact centres, branches and developers, with profile management and GPU options.',
      },
      {
        title: 'Performance Monitoring',
        description: 'Dashboards and alerts for contention, latency and capacity trends, integrated with the tools your NOC already uses.',
      },
    ],
    relatedCaseStudies: ['hybrid-cloud', 'kubernetes-platform'],
  },

  // ============================================================ Networking Solutions
  // ------------------------------------------------------------ Application Delivery & Optimization
  {
    slug: 'app-delivery-optimization',
    group: 'networking-solutions',
    title: 'Application Delivery & Optimization',
    description: 'Application delivery controllers, global load balancing, WAF and WAN optimisation that keep customer and internal apps fast and available.',
    icon: 'bolt',
    gradient: 'amber-red',
    content: [
      {
        type: 'p',
        text: 'Customers judge your organisation by how quickly your portal, mobile app or payment page responds. Behind that experience sit load balancers, TLS termination, caching and web application firewalls. When any of them is misconfigured, users see timeouts and attackers see an opening.',
      },
      {
        type: 'p',
        text: 'Quantivo designs and operates application delivery stacks on F5 BIG-IP, NetScaler, Radware and A10 platforms, cloud-native services such as Azure Application Gateway and AWS Application Load Balancer, and NGINX or HAProxy for container platforms. We tune them for real Indian network conditions, from metro fibre to patchy mobile coverage in tier-3 towns.',
      },
      {
        type: 'ul',
        items: [
          'Local and global server load balancing across data centres and cloud regions',
          'SSL/TLS offload, certificate lifecycle management and modern cipher suites',
          'Web application firewall and API protection against the OWASP Top 10 and bot abuse',
          'WAN optimisation and caching for branch users on constrained links',
          'Kubernetes ingress and service mesh integration for microservices',
        ],
      },
    ],
    challenges: [
      'Slow pages and API timeouts during sale events, exam results or month-end peaks',
      'Single data-centre deployments with no automatic failover to DR',
      'Expired certificates causing sudden outages on customer-facing portals',
      'Credential stuffing, scraping and layer-7 DDoS attacks on public applications',
      'End-of-life ADC hardware carrying years of undocumented rules and scripts',
    ],
    benefits: [
      {
        title: 'Faster User Experience',
        description: 'Compression, caching, HTTP/2 and TLS offload shorten response times for every user.',
      },
      {
        title: 'Higher Availability',
        description: 'Active-active designs and global load balancing keep services running through site or link failures.',
      },
      {
        title: 'Protected Applications',
        description: 'WAF policies, bot management and rate limiting stop attacks before they reach your servers.',
      },
      {
        title: 'Operational Clarity',
        description: 'Clean configurations, automation and traffic analytics replace years of undocumented iRules and policies.',
      },
    ],
    features: [
      {
        title: 'ADC Design & Deployment',
        description: 'Hardware, virtual and cloud application delivery controllers sized for throughput, SSL transactions and growth.',
      },
      {
        title: 'Global Server Load Balancing',
        description: 'DNS-based traffic steering across DC, DR and cloud regions by health, geography and available capacity.',
      },
      {
        title: 'WAF & API Security',
        description: 'Positive and negative security models, API schema validation and managed rule sets tuned to avoid false positives.',
      },
      {
        title: 'Certificate Management',
        description: 'A central certificate inventory, automated renewal and expiry alerts so no certificate lapses unnoticed.',
      },
      {
        title: 'ADC Migration & Refresh',
        description: 'Rule-by-rule conversion from legacy platforms, with parallel testing and a staged, reversible cut-over.',
      },
      {
        title: 'Performance Analytics',
        description: 'End-user timings, server health and traffic analytics that pinpoint the slow component in minutes, not days.',
      },
    ],
    relatedCaseStudies: ['kubernetes-platform', 'logistics-platform'],
  },

  // ------------------------------------------------------------ Network Access
  {
    slug: 'network-access',
    group: 'networking-solutions',
    title: 'Network Access',
    description: 'Campus LAN, enterprise Wi-Fi, SD-WAN and network access control that connect every office, branch and plant securely and reliably.',
    icon: 'wifi',
    gradient: 'blue-teal',
    content: [
      {
        type: 'p',
        text: 'From a head office in Gurugram to a hundred branches across tier-2 and tier-3 towns, the network is how every employee, device and application reaches the business. Flat networks, unmanaged switches and costly MPLS circuits make that access slow to change and hard to secure.',
      },
      {
        type: 'p',
        text: 'Quantivo designs, deploys and manages wired and wireless access networks on Cisco, HPE Aruba, Juniper Mist and Fortinet platforms, and on Indian-made equipment where Make in India procurement preferences apply. We combine campus switching, Wi-Fi 6, 6E and 7, SD-WAN and network access control into one policy-driven design that your team can run with confidence.',
      },
      {
        type: 'ul',
        items: [
          'Campus and data-centre switching with VLAN and VRF segmentation',
          'Enterprise Wi-Fi backed by predictive and on-site RF surveys',
          'SD-WAN across MPLS, broadband, 4G/5G and satellite links',
          'Network access control (NAC) with 802.1X, device profiling and guest onboarding',
          'Network monitoring, configuration backup and managed NOC services',
        ],
      },
    ],
    challenges: [
      'Branch connectivity tied to expensive MPLS circuits with slow provisioning',
      'Wi-Fi dead zones and congestion in dense offices, warehouses and plant floors',
      'Unknown IoT, CCTV and personal devices plugged straight into the corporate LAN',
      'Manual, box-by-box configuration that makes every change slow and error-prone',
      'Little visibility of link quality or user experience at remote sites',
    ],
    benefits: [
      {
        title: 'Reliable Connectivity',
        description: 'Redundant links and application-aware routing keep branches online when a single circuit fails.',
      },
      {
        title: 'Lower WAN Cost',
        description: 'SD-WAN lets you blend broadband and 5G with, or instead of, MPLS without giving up performance.',
      },
      {
        title: 'Controlled Access',
        description: 'Every user and device is identified and placed in the right network segment automatically.',
      },
      {
        title: 'Faster Rollouts',
        description: 'Zero-touch provisioning brings new branches and stores online in days rather than weeks.',
      },
    ],
    features: [
      {
        title: 'Campus Switching',
        description: 'Access, distribution and core design with stacking, PoE budgets for cameras and access points, and resilient uplinks.',
      },
      {
        title: 'Enterprise Wi-Fi',
        description: 'RF surveys, heat maps and access point placement for offices, hospitals, campuses and warehouses, indoors and out.',
      },
      {
        title: 'SD-WAN',
        description: 'Overlay design, application-aware policies and local internet breakout for Microsoft 365 and other SaaS traffic.',
      },
      {
        title: 'Network Access Control',
        description: 'Cisco ISE, Aruba ClearPass or Forescout policies using 802.1X, MAC authentication bypass and posture checks.',
      },
      {
        title: 'Automation & Monitoring',
        description: 'Configuration templates, automated backups and streaming telemetry so changes are consistent and faults surface early.',
      },
      {
        title: 'Managed Network Services',
        description: '24/7 NOC monitoring, ISP co-ordination and field engineering support across Indian cities and towns.',
      },
    ],
    relatedCaseStudies: [],
  },

  // ------------------------------------------------------------ Network Security
  {
    slug: 'network-security',
    group: 'networking-solutions',
    title: 'Network Security',
    description: 'Next-generation firewalls, Zero Trust access, segmentation and SOC monitoring aligned with CERT-In directions and RBI and SEBI guidelines.',
    icon: 'shield',
    gradient: 'red-orange',
    content: [
      {
        type: 'p',
        text: 'Attackers increasingly reach Indian enterprises through exposed VPN gateways, unpatched edge devices and flat internal networks that let a single compromised laptop reach the crown jewels. At the same time, the CERT-In directions of April 2022 require cyber incidents to be reported within six hours and ICT system logs to be kept for 180 days within India.',
      },
      {
        type: 'p',
        text: 'Quantivo builds layered network defences: next-generation firewalls (NGFW) from Palo Alto Networks, Fortinet, Check Point or Cisco, Zero Trust network access in place of legacy VPN, micro-segmentation inside the data centre and continuous monitoring from a security operations centre. Drawing on our quantum security practice, we also help clients plan post-quantum cryptography for VPN and TLS links.',
      },
      {
        type: 'ul',
        items: [
          'Perimeter and internal NGFW design with IPS, URL filtering and TLS inspection',
          'Zero Trust network access (ZTNA) and SASE for remote and hybrid workers',
          'Micro-segmentation of data-centre and OT networks',
          'DDoS protection, protective DNS and email security gateways',
          'SIEM integration, log retention and 24/7 SOC monitoring',
        ],
      },
    ],
    challenges: [
      'Remote-access VPNs that expose the network to credential theft and zero-day exploits',
      'Firewall rule bases with thousands of stale and overly permissive rules',
      'Flat internal networks that let ransomware spread laterally within hours',
      'Meeting the six-hour CERT-In reporting window and 180-day log retention',
      'Encrypted traffic that hides malware and data exfiltration from inspection',
    ],
    benefits: [
      {
        title: 'Reduced Attack Surface',
        description: 'ZTNA and segmentation mean users and devices reach only the applications they actually need.',
      },
      {
        title: 'Faster Detection',
        description: 'Correlated firewall, endpoint and identity logs let the SOC spot and contain threats in minutes.',
      },
      {
        title: 'Regulatory Confidence',
        description: 'Controls and evidence map to CERT-In directions, RBI and SEBI cyber frameworks and ISO 27001.',
      },
      {
        title: 'Future-Ready Cryptography',
        description: 'A cryptographic inventory and PQC roadmap prepare VPN and TLS links for the quantum era.',
      },
    ],
    features: [
      {
        title: 'NGFW Deployment & Review',
        description: 'Design, migration and rule-base clean-up for perimeter, data-centre and branch firewalls, with change control built in.',
      },
      {
        title: 'Zero Trust Network Access',
        description: 'Identity- and posture-based access to private applications, replacing or complementing legacy VPN concentrators.',
      },
      {
        title: 'Micro-Segmentation',
        description: 'Application dependency mapping and policy enforcement between workloads, security zones and OT cells.',
      },
      {
        title: 'Secure Web & Email Gateways',
        description: 'Cloud or on-premises web gateways, DNS security and email filtering against phishing, malware and spoofing.',
      },
      {
        title: 'SOC & Incident Response',
        description: 'SIEM and SOAR integration, 24/7 monitoring and response playbooks aligned to CERT-In reporting timelines.',
      },
      {
        title: 'Post-Quantum Readiness',
        description: 'Cryptographic discovery and pilots of hybrid post-quantum key exchange on VPN and TLS, led by our quantum security team.',
      },
    ],
    relatedCaseStudies: ['pqc-migration', 'qkd-network'],
  },

  // ============================================================ IT Powered Physical Security
  // ------------------------------------------------------------ Human Access Control
  {
    slug: 'human-access-control',
    group: 'it-powered-physical-security',
    title: 'Human Access Control',
    description:
      'Biometric, RFID and mobile credential access control, integrated with HR systems and visitor management, for offices, plants and data centres.',
    icon: 'fingerprint',
    gradient: 'purple-pink',
    content: [
      {
        type: 'p',
        text: 'Who enters your building, server room or production floor, and when, is as much a compliance question as a security one. Standalone card readers, shared PINs and paper visitor registers cannot answer it reliably, and they rarely connect to the HR systems that know who still works for you.',
      },
      {
        type: 'p',
        text: 'Quantivo designs and installs IP-based access control using biometric readers, RFID and NFC cards, mobile credentials, turnstiles and flap barriers from HID, Honeywell, Suprema, Matrix and similar vendors. We integrate them with your HRMS, Active Directory, attendance and visitor systems so that access follows employment status automatically, with biometric data handled in line with the DPDP Act 2023.',
      },
      {
        type: 'ul',
        items: [
          'Face, fingerprint and iris readers alongside RFID/NFC card and mobile credentials',
          'Turnstiles, flap barriers, mantraps and interlocked doors for secure zones',
          'Visitor management with pre-registration, ID capture and badge printing',
          'Integration with HRMS, payroll attendance and Microsoft Entra ID',
          'Centralised multi-site administration with complete audit trails',
        ],
      },
    ],
    challenges: [
      'Lost or shared access cards that are never deactivated',
      'Tailgating into data centres, laboratories and restricted plant areas',
      'Attendance records that do not match access logs or payroll',
      'Paper visitor registers with no record of who escorted whom',
      'Biometric data collected without consent, purpose limits or retention rules',
    ],
    benefits: [
      {
        title: 'Controlled Entry',
        description: 'Only authorised people enter each zone, and only at the times their role allows.',
      },
      {
        title: 'Automatic Lifecycle',
        description: 'Access is granted on joining and revoked on exit, straight from HR records.',
      },
      {
        title: 'Complete Audit Trail',
        description: 'Every entry, exit, denied attempt and visitor is logged for investigations, audits and safety musters.',
      },
      {
        title: 'Privacy Compliance',
        description: 'Consent capture, purpose limitation and retention settings support DPDP Act duties for biometric data.',
      },
    ],
    features: [
      {
        title: 'Site Survey & Design',
        description: 'Zone mapping, threat assessment and reader placement for offices, plants, warehouses and data centres.',
      },
      {
        title: 'Biometric & Card Readers',
        description: 'Face and fingerprint readers with liveness detection, and DESFire or iCLASS-class secure cards in place of cloneable proximity cards.',
      },
      {
        title: 'Entrance Control',
        description: 'Turnstiles, flap and swing barriers, mantraps and anti-passback rules for high-security areas.',
      },
      {
        title: 'Visitor Management',
        description: 'QR pre-registration, government ID capture with Aadhaar masking, host notification and time-bound passes.',
      },
      {
        title: 'HR & Identity Integration',
        description: 'Connectors to SAP SuccessFactors, Oracle HCM, Darwinbox and Active Directory for automatic provisioning.',
      },
      {
        title: 'Central Monitoring',
        description: 'Multi-site dashboards, alarm handling and reports, linked to CCTV and your security control room.',
      },
    ],
    relatedCaseStudies: [],
  },

  // ------------------------------------------------------------ Surveillance & Monitoring
  {
    slug: 'surveillance-monitoring',
    group: 'it-powered-physical-security',
    title: 'Surveillance & Monitoring',
    description: 'IP CCTV, video management and AI video analytics with secure storage, designed for offices, campuses, retail stores and industrial sites.',
    icon: 'camera',
    gradient: 'navy-sky',
    content: [
      {
        type: 'p',
        text: 'Analogue cameras and standalone DVRs leave gaps: grainy night-time images, footage overwritten before anyone looks at it and no way to view several sites from one place. Modern IP surveillance turns cameras into a searchable, networked source of evidence and operational insight.',
      },
      {
        type: 'p',
        text: "Quantivo designs end-to-end surveillance systems with IP cameras, network video recorders and video management software (VMS) from Axis, Bosch, Hanwha Vision, CP Plus, Matrix, Milestone and Genetec, including models that meet the Government of India's CCTV security certification requirements where procurement demands it. Camera networks are segmented and hardened so that the security system never becomes a way into your IT estate.",
      },
      {
        type: 'ul',
        items: [
          'Indoor, outdoor, PTZ, thermal and panoramic IP cameras',
          'Video management software with multi-site viewing and role-based access',
          'AI analytics for intrusion, loitering, people counting, PPE and fire or smoke',
          'Storage sized to your retention policy, with RAID and failover recording',
          'Command and control rooms with video walls and alarm workflows',
        ],
      },
    ],
    challenges: [
      'Blurred, unusable footage at night or in poor lighting just when an incident occurs',
      'Retention periods too short to support investigations or insurance claims',
      'Cameras on the corporate network with default passwords and outdated firmware',
      'Guards overwhelmed by dozens of screens with no intelligent alerting',
      'No central view across branches, warehouses and remote sites',
    ],
    benefits: [
      {
        title: 'Reliable Evidence',
        description: 'High-resolution, time-synchronised footage that stands up in internal investigations and legal proceedings.',
      },
      {
        title: 'Proactive Response',
        description: 'Analytics raise alerts for intrusions and safety breaches so guards act before losses occur.',
      },
      {
        title: 'Secure by Design',
        description: 'Segmented camera networks, hardened firmware and encrypted streams protect the system itself.',
      },
      {
        title: 'Operational Insight',
        description: 'Footfall, queue and occupancy data inform store, facility and workplace safety decisions.',
      },
    ],
    features: [
      {
        title: 'Surveillance Design',
        description: 'Site surveys, camera placement plans and pixel-density calculations for detection, recognition or identification.',
      },
      {
        title: 'Camera & NVR Deployment',
        description: 'Installation, PoE network design, cabling and commissioning across single or multiple sites.',
      },
      {
        title: 'Video Management Software',
        description: 'Milestone, Genetec or OEM VMS with site maps, alarm workflows and quick, tamper-evident evidence export.',
      },
      {
        title: 'AI Video Analytics',
        description: 'Edge and server-side analytics for perimeter breach, crowding, PPE compliance and abandoned objects.',
      },
      {
        title: 'Storage & Retention',
        description: 'Storage sized to bitrate and retention targets, with redundancy and an optional cloud archive tier.',
      },
      {
        title: 'Cyber-Hardening & AMC',
        description: 'Credential policies, firmware management, VLAN isolation and preventive maintenance under defined SLAs.',
      },
    ],
    relatedCaseStudies: [],
  },

  // ------------------------------------------------------------ Traffic & Access Management
  {
    slug: 'traffic-access-management',
    group: 'it-powered-physical-security',
    title: 'Traffic & Access Management',
    description: 'ANPR cameras, boom barriers, UHF RFID and parking guidance that automate vehicle entry and exit at campuses, plants and warehouses.',
    icon: 'car',
    gradient: 'fuchsia-violet',
    content: [
      {
        type: 'p',
        text: 'At factory gates, logistics parks, hospitals and corporate campuses, vehicle movement is often still managed with paper gate passes and manually raised barriers. Queues build up at shift change, trucks wait hours for clearance and nobody can say with certainty which vehicle was on site at a given time.',
      },
      {
        type: 'p',
        text: 'Quantivo automates vehicle access with automatic number plate recognition (ANPR) cameras tuned for Indian high-security registration plates, UHF RFID and FASTag-compatible readers, boom barriers, bollards and tyre killers, all managed from one central application. Integration with weighbridges, ERP and visitor systems means every gate event can trigger the right business process.',
      },
      {
        type: 'ul',
        items: [
          'ANPR cameras with whitelist, blacklist and visitor vehicle workflows',
          'High-speed boom barriers, road blockers, bollards and tyre killers',
          'UHF RFID tags and readers for fleet, staff and contractor vehicles',
          'Parking guidance with bay sensors, display boards and payment stations',
          'Integration with weighbridges, SAP or Oracle ERP and yard management',
        ],
      },
    ],
    challenges: [
      'Long queues at gates during shift changes and peak delivery hours',
      'Manual gate registers that are incomplete, illegible or easily falsified',
      'Unauthorised vehicles entering restricted or hazardous areas',
      'No link between gate entry, weighbridge readings and goods receipts',
      'Parking congestion and time wasted searching for free bays',
    ],
    benefits: [
      {
        title: 'Faster Throughput',
        description: 'Automatic recognition opens barriers in seconds, cutting queues at the busiest gates.',
      },
      {
        title: 'Accurate Records',
        description: 'Every vehicle movement is time-stamped with plate images for audits and dispute resolution.',
      },
      {
        title: 'Stronger Perimeter Control',
        description: 'Only authorised vehicles enter, with alerts for blacklisted plates and overstays.',
      },
      {
        title: 'Connected Operations',
        description: 'Gate events feed ERP, logistics and billing systems without manual re-keying.',
      },
    ],
    features: [
      {
        title: 'Gate Automation Design',
        description: 'Lane layouts, traffic flow studies and the choice of barriers, loop detectors and sensors for each entry point.',
      },
      {
        title: 'ANPR for Indian Plates',
        description: 'Cameras and recognition engines tuned for HSRP plates, regional fonts, two-wheelers and night-time headlight glare.',
      },
      {
        title: 'RFID Vehicle Access',
        description: 'Windscreen and headlamp UHF tags for long-range, hands-free entry of registered vehicles.',
      },
      {
        title: 'Parking Management',
        description: 'Bay sensors, guidance signage, pay stations and reports on occupancy and dwell time.',
      },
      {
        title: 'Integration Services',
        description: 'APIs to weighbridges, ERP, visitor management and transport management systems.',
      },
      {
        title: 'Central Control & Reporting',
        description: 'A single dashboard for every gate with live status, exceptions and searchable movement history.',
      },
    ],
    relatedCaseStudies: [],
  },

  // ============================================================ Software and Licensing
  // ------------------------------------------------------------ Database Management
  {
    slug: 'database-management',
    group: 'software-licensing',
    title: 'Database Management',
    description: 'Oracle, SQL Server, PostgreSQL and MySQL administration, tuning, high availability and migration, delivered as managed DBA services.',
    icon: 'database',
    gradient: 'teal-emerald',
    content: [
      {
        type: 'p',
        text: 'Core banking, billing, ERP and e-commerce systems all depend on databases that must be fast, available and recoverable. Yet many organisations rely on one or two over-stretched DBAs, run versions that are out of premier support and have never tested a full restore.',
      },
      {
        type: 'p',
        text: "Quantivo's certified DBAs manage Oracle Database, including RAC and Data Guard, Microsoft SQL Server, PostgreSQL, MySQL and MongoDB, on-premises and on Oracle Cloud Infrastructure, Azure and AWS. We also advise on licensing, from processor versus named-user metrics to virtualisation rules and Oracle audits, which is often where the largest savings lie.",
      },
      {
        type: 'ul',
        items: [
          '24/7 remote DBA support with proactive monitoring and alerting',
          'Performance tuning of queries, indexes, memory and storage I/O',
          'High availability and DR with RAC, Data Guard, Always On and Patroni',
          'Version upgrades and migrations, including Oracle to PostgreSQL',
          'Database licence reviews and audit defence',
        ],
      },
    ],
    challenges: [
      'Slow reports and batch jobs that overrun into business hours',
      'Databases on releases past premier support, missing critical patch updates',
      'Untested backups and DR configurations that may fail when they are needed',
      'Unexpected licence exposure from virtualised and cloud deployments',
      'Personal data kept unmasked and unencrypted, falling short of DPDP Act expectations',
    ],
    benefits: [
      {
        title: 'Better Performance',
        description: 'Tuned queries and configurations cut response times and shorten overnight batch windows.',
      },
      {
        title: 'Assured Availability',
        description: 'Tested high-availability and DR designs meet agreed RPO and RTO for critical systems.',
      },
      {
        title: 'Controlled Costs',
        description: 'Licence optimisation and selective open-source migration reduce annual support spend.',
      },
      {
        title: 'Protected Data',
        description: 'Encryption, masking and auditing safeguard personal and financial data at rest and in use.',
      },
    ],
    features: [
      {
        title: 'Managed DBA Services',
        description: 'Round-the-clock monitoring, patching, backup verification and incident response by L1 to L3 database engineers.',
      },
      {
        title: 'Performance Engineering',
        description: 'AWR, Query Store and pg_stat_statements analysis to fix the statements and design choices behind slowdowns.',
      },
      {
        title: 'High Availability & DR',
        description: 'Oracle RAC and Data Guard, SQL Server Always On and PostgreSQL streaming replication managed with Patroni.',
      },
      {
        title: 'Upgrades & Migrations',
        description: 'Version upgrades, moves to Exadata or the cloud, and heterogeneous migrations using Ora2Pg or AWS DMS.',
      },
      {
        title: 'Database Security',
        description: 'Transparent data encryption, masking of non-production copies, privileged user auditing and vulnerability scans.',
      },
      {
        title: 'Licence Advisory',
        description: 'Entitlement reconciliation, deployment reviews and preparation for Oracle and Microsoft licence audits.',
      },
    ],
    relatedCaseStudies: ['core-banking-modernisation', 'utility-billing-upgrade', 'oracle-fusion-finance-transformation'],
  },

  // ------------------------------------------------------------ OS & Platforms
  {
    slug: 'os-platforms',
    group: 'software-licensing',
    title: 'OS & Platforms',
    description: 'Windows Server, Red Hat Enterprise Linux, SUSE and Ubuntu builds, patching, hardening and licensing for servers running critical workloads.',
    icon: 'terminal',
    gradient: 'emerald-cyan',
    content: [
      {
        type: 'p',
        text: 'Every application ultimately runs on an operating system, and an unpatched or inconsistently built server is one of the easiest ways into an enterprise. Windows Server 2012 and CentOS 7, both now past end of support, still power workloads in many Indian data centres.',
      },
      {
        type: 'p',
        text: 'Quantivo provides lifecycle services for Windows Server, Red Hat Enterprise Linux (RHEL), SUSE Linux Enterprise Server, Ubuntu and Oracle Linux: standard builds, CIS benchmark hardening, automated patching and planned upgrades. We procure and manage subscriptions and licences through authorised channels, so you stay compliant and pay only for what you use.',
      },
      {
        type: 'ul',
        items: [
          'Standard hardened images for physical, virtual and cloud servers',
          'Automated patching with Ansible, WSUS, Configuration Manager or Red Hat Satellite',
          'In-place and side-by-side upgrades away from end-of-life releases',
          'Migrations from CentOS to RHEL, Rocky Linux or AlmaLinux',
          'Subscription and licence management, including Windows Server CALs and RHEL entitlements',
        ],
      },
    ],
    challenges: [
      'Servers still running end-of-life releases such as Windows Server 2012 and CentOS 7',
      'Configuration drift from manual builds with no documented baseline',
      'Patch cycles measured in months, leaving known vulnerabilities exposed',
      'Confusion over core-based licensing, CALs and subscription entitlements',
      'Limited in-house Linux skills as workloads move away from Windows-only estates',
    ],
    benefits: [
      {
        title: 'Reduced Vulnerability',
        description: 'Hardened builds and timely patching close the gaps attackers exploit most often.',
      },
      {
        title: 'Consistency at Scale',
        description: 'Automated, repeatable builds make every server predictable and easier to support.',
      },
      {
        title: 'Licence Compliance',
        description: 'Accurate entitlements avoid both audit penalties and paying for capacity you never use.',
      },
      {
        title: 'Supported Platforms',
        description: 'Planned upgrades keep critical workloads on vendor-supported, security-patched releases.',
      },
    ],
    features: [
      {
        title: 'OS Standardisation',
        description: 'Golden images and build automation with Packer, Kickstart and Windows deployment tooling.',
      },
      {
        title: 'Hardening & Compliance',
        description: 'CIS benchmark baselines, OpenSCAP scans and Microsoft security baselines with drift reporting.',
      },
      {
        title: 'Patch Management',
        description: 'Risk-based patch windows, pre-production testing and automated rollout with a rollback plan for each cycle.',
      },
      {
        title: 'Upgrades & Migrations',
        description: 'Moves off end-of-life Windows Server and CentOS releases, including application compatibility testing.',
      },
      {
        title: 'SAP & Database Platforms',
        description: 'RHEL for SAP Solutions and SUSE for SAP Applications builds tuned for SAP HANA, Oracle and SQL Server workloads.',
      },
      {
        title: 'Licensing & Subscriptions',
        description: 'Procurement, renewal tracking and true-up support for Microsoft, Red Hat and SUSE agreements.',
      },
    ],
    relatedCaseStudies: ['sap-s4hana-chemicals-migration', 'kubernetes-platform'],
  },

  // ------------------------------------------------------------ Productivity & Collaboration
  {
    slug: 'productivity-collaboration',
    group: 'software-licensing',
    title: 'Productivity & Collaboration',
    description: 'Microsoft 365 and Google Workspace licensing, migration, Teams and governance that help hybrid teams work securely from anywhere.',
    icon: 'users',
    gradient: 'indigo-cyan',
    content: [
      {
        type: 'p',
        text: 'Email, documents, chat and meetings are the everyday workplace for most employees. Yet many organisations pay for licences nobody uses, keep on-premises Exchange servers running well past their prime and share sensitive files through personal drives and messaging apps.',
      },
      {
        type: 'p',
        text: 'As a licensing and services partner, Quantivo helps you choose the right Microsoft 365 or Google Workspace plans, migrates mailboxes and files with minimal disruption and configures Teams, SharePoint, OneDrive or Google Drive with governance from day one. We then drive adoption, so the investment shows up in how people actually work.',
      },
      {
        type: 'ul',
        items: [
          'Licence assessment and right-sizing across Business, E3/E5, F-series and Workspace editions',
          'Mailbox, file-share and tenant-to-tenant migrations',
          'Teams, SharePoint and Google Drive design with retention and sharing policies',
          'Meeting rooms and Teams Phone through Indian carrier partners where regulations permit',
          'User adoption, training and change management',
        ],
      },
    ],
    challenges: [
      'Licences still assigned to leavers or over-specified for frontline staff',
      'On-premises Exchange and file servers that are costly and risky to maintain',
      'Uncontrolled external sharing of sensitive documents',
      'Sprawl of Teams, groups and sites with no owners or lifecycle rules',
      'Low adoption, with staff falling back on email attachments and personal tools',
    ],
    benefits: [
      {
        title: 'Optimised Licence Spend',
        description: 'Matching plans to roles removes unused and over-specified licences at every renewal.',
      },
      {
        title: 'Seamless Migration',
        description: 'Staged cut-overs move mail and files with little or no disruption to users.',
      },
      {
        title: 'Secure Collaboration',
        description: 'Sensitivity labels, DLP and sharing controls protect data without getting in the way of work.',
      },
      {
        title: 'Higher Productivity',
        description: 'Well-designed workspaces and training help teams find information and collaborate faster.',
      },
    ],
    features: [
      {
        title: 'Licensing Advisory',
        description: 'Usage analysis, plan mapping and procurement through CSP or enterprise agreements, with invoicing in rupees.',
      },
      {
        title: 'Email & File Migration',
        description: 'Migrations from Exchange, Zimbra, HCL Notes or Google Workspace to Microsoft 365, or the other way round.',
      },
      {
        title: 'Teams & SharePoint Design',
        description: 'Information architecture, templates, provisioning workflows and guest access policies that scale.',
      },
      {
        title: 'Information Protection',
        description: 'Microsoft Purview sensitivity labels, DLP and retention, or Google Workspace DLP and Vault.',
      },
      {
        title: 'Meetings & Rooms',
        description: 'Microsoft Teams Rooms and Google Meet hardware for boardrooms and huddle spaces, deployed and centrally managed.',
      },
      {
        title: 'Adoption & Managed Support',
        description: 'Champion programmes, role-based training and ongoing tenant administration under agreed SLAs.',
      },
    ],
    relatedCaseStudies: [],
  },

  // ------------------------------------------------------------ Security & Compliance
  {
    slug: 'security-compliance',
    group: 'software-licensing',
    title: 'Security & Compliance',
    description: 'Endpoint protection, DLP, SIEM and compliance software licensed and deployed to meet ISO 27001, DPDP Act, CERT-In and RBI/SEBI needs.',
    icon: 'lock',
    gradient: 'violet-indigo',
    content: [
      {
        type: 'p',
        text: "Indian regulators have raised the bar. The Digital Personal Data Protection Act 2023 sets out duties for every organisation handling personal data, CERT-In directions impose tight incident reporting, and the RBI's IT governance directions and SEBI's Cybersecurity and Cyber Resilience Framework prescribe detailed controls for banks, NBFCs, brokers and other regulated entities.",
      },
      {
        type: 'p',
        text: 'Quantivo helps you select, license and deploy the security software that turns those obligations into working controls, including endpoint detection and response, data loss prevention, SIEM, vulnerability management and GRC platforms, and then produces the evidence auditors ask for. We are vendor-neutral, working with Microsoft Defender and Purview, CrowdStrike, Trend Micro, Sophos, Splunk, Wazuh and others.',
      },
      { type: 'h2', text: 'Where we help' },
      {
        type: 'ul',
        items: [
          'Gap assessments against ISO 27001:2022, the DPDP Act, CERT-In directions and RBI and SEBI frameworks',
          'EDR/XDR, anti-malware and device control for servers and endpoints',
          'Data discovery, classification and DLP for personal and financial data',
          'SIEM, vulnerability management and patch compliance reporting',
          'Policies, risk registers and audit evidence management',
        ],
      },
    ],
    challenges: [
      'Overlapping security tools bought over the years, with real gaps still unaddressed',
      'Uncertainty about where personal data sits and who can access it',
      'Manual evidence gathering before every ISO, RBI or SEBI audit',
      "Meeting CERT-In's six-hour incident reporting and log retention requirements",
      'Shelfware security licences that were paid for but never fully deployed',
    ],
    benefits: [
      {
        title: 'Demonstrable Compliance',
        description: 'Controls mapped to each regulation, with evidence ready whenever auditors ask.',
      },
      {
        title: 'Consolidated Tooling',
        description: 'Fewer, better-integrated products reduce cost and close coverage gaps.',
      },
      {
        title: 'Protected Personal Data',
        description: 'Discovery, classification and DLP support your obligations as a data fiduciary under the DPDP Act.',
      },
      {
        title: 'Faster Incident Response',
        description: 'Centralised detection and tested playbooks help you contain and report incidents on time.',
      },
    ],
    features: [
      {
        title: 'Compliance Gap Assessment',
        description: 'A control-by-control review against ISO 27001, the DPDP Act, CERT-In directions and sector frameworks, with a prioritised roadmap.',
      },
      {
        title: 'Endpoint Security',
        description: 'EDR/XDR deployment, policy tuning and managed detection across Windows, macOS and Linux.',
      },
      {
        title: 'Data Protection & DLP',
        description: 'Discovery, classification, DLP and encryption for email, endpoints, cloud applications and databases.',
      },
      {
        title: 'SIEM & Log Management',
        description: 'Log collection, 180-day retention within India, correlation rules and compliance dashboards.',
      },
      {
        title: 'Vulnerability Management',
        description: 'Scheduled scanning, risk-based prioritisation and remediation tracking shared with your patching teams.',
      },
      {
        title: 'Licence & Tool Rationalisation',
        description: 'A review of existing security licences, consolidation options and renewals through authorised channels.',
      },
    ],
    relatedCaseStudies: ['pqc-migration', 'fraud-detection'],
  },
];

/** Hub groups: title, icon and description; their service links are derived from the services above. */
const groupDefinitions: { slug: string; title: string; icon: IconName; description: string }[] = [
  {
    slug: 'it-infrastructure',
    title: 'IT Infrastructure',
    icon: 'server',
    description:
      'Servers, storage, identity and virtualisation platforms designed for performance, resilience and cost control across data centre, edge and hybrid cloud.',
  },
  {
    slug: 'networking-solutions',
    title: 'Networking Solutions',
    icon: 'network',
    description: 'Secure, high-performing networks, from campus LAN and Wi-Fi to SD-WAN, application delivery and next-generation firewalls.',
  },
  {
    slug: 'it-powered-physical-security',
    title: 'IT Powered Physical Security',
    icon: 'eye',
    description: 'Access control, video surveillance and vehicle management built on IP networks and integrated with your IT and HR platforms.',
  },
  {
    slug: 'software-licensing',
    title: 'Software and Licensing',
    icon: 'license',
    description: 'Database, operating system, productivity and security software, licensed correctly, deployed well and managed for compliance.',
  },
];

/** The four Enterprise IT groups in hub and menu order. */
export const enterpriseGroups: EnterpriseGroup[] = groupDefinitions.map((group) => ({
  ...group,
  services: enterpriseServices
    .filter((service) => service.group === group.slug)
    .map((service) => ({ name: service.title, path: `/services/enterprise-it/${service.slug}/` })),
}));

export function getEnterpriseService(slug: string): EnterpriseService | undefined {
  return enterpriseServices.find((service) => service.slug === slug);
}

export function getEnterpriseGroup(slug: string): EnterpriseGroup | undefined {
  return enterpriseGroups.find((group) => group.slug === slug);
}
