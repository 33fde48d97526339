import { Switch } from '../../../components/ui/switch';
import { type NotificationKey, useNotificationPreferences } from '../hooks/use-notification-preferences';

const settings: { key: NotificationKey; label: string; description: string }[] = [
  { key: 'marketing', label: 'Marketing emails', description: 'Offers, tips for recruiters and product news.' },
  { key: 'newFeatures', label: 'New features', description: 'Announcements of new search tools and data.' },
  { key: 'securityAlerts', label: 'Security alerts', description: 'Sign-ins and changes to your account.' },
];

export function NotificationsPanel({ userId }: { userId: string }) {
  const { values, set } = useNotificationPreferences(userId);
  return (
    <section aria-labelledby="notifications-title" className="space-y-6">
      <div>
        <h2 id="notifications-title" className="text-lg font-semibold">
          Notification preferences
        </h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">Saved in this browser.</p>
      </div>
      <div className="space-y-5">
        {settings.map((setting) => (
          <Switch
            key={setting.key}
            label={setting.label}
            description={setting.description}
            checked={values[setting.key]}
            onChange={(on) => set(setting.key, on)}
          />
        ))}
      </div>
    </section>
  );
}
