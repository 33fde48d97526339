/** One made-up result of the landing page's search preview; every name and address is fictional. */
export interface PreviewRow {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  title: string;
  organization: string;
  specialty: string;
  location: string;
  email: string;
}

export const previewRows: readonly PreviewRow[] = [
  {
    id: 'sample-1',
    firstName: 'Avery',
    lastName: 'Sample',
    fullName: 'Dr. Avery Sample',
    title: 'Attending Cardiologist',
    organization: 'Example Heart Institute',
    specialty: 'Cardiology',
    location: 'Austin, TX',
    email: 'avery.sample@example.com',
  },
  {
    id: 'sample-2',
    firstName: 'Jordan',
    lastName: 'Placeholder',
    fullName: 'Dr. Jordan Placeholder',
    title: 'Family Physician',
    organization: 'Sample Valley Clinic',
    specialty: 'Family Medicine',
    location: 'Denver, CO',
    email: 'jordan.placeholder@example.org',
  },
  {
    id: 'sample-3',
    firstName: 'Casey',
    lastName: 'Demo',
    fullName: 'Dr. Casey Demo',
    title: 'Pediatric Hospitalist',
    organization: "Demo Children's Hospital",
    specialty: 'Pediatrics',
    location: 'Columbus, OH',
    email: 'casey.demo@example.net',
  },
  {
    id: 'sample-4',
    firstName: 'Riley',
    lastName: 'Fictional',
    fullName: 'Dr. Riley Fictional',
    title: 'Orthopedic Surgeon',
    organization: 'Placeholder Orthopedics Group',
    specialty: 'Orthopedic Surgery',
    location: 'Tampa, FL',
    email: 'riley.fictional@example.com',
  },
];

/** The first letter and the domain stay visible so the row still reads as an email address. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}${'•'.repeat(7)}@${domain}`;
};
