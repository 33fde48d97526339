import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

/** Spec public §2 Contact Us. */
export function ContactPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Contact Us</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
        Questions about the directory, your subscription or a custom plan? Send us a message and our team will answer by email.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <ContactForm />
        </div>
        <ContactDetails />
      </div>
    </section>
  );
}
