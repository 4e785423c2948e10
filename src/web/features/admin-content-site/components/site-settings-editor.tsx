import {
  siteSettingSchemas,
  type AdminSiteSetting,
  type SiteSettingKey,
} from '@shared/contracts/admin-content';
import { activeClientsModes } from '@shared/contracts/public-site';
import { EditorCard } from '@/components/content-editor/editor-card';
import { LoadError } from '@/components/content-editor/editor-dialog';
import { optionsOf, SelectField, TextField } from '@/components/form/fields';
import { itemErrors, ListEditor } from '@/components/form/list-editor';
import { useAdminToken } from '@/lib/admin-token';
import { toast } from '@/lib/toast';
import { useContentForm } from '@/lib/use-content-form';
import { useSiteSettings } from '../api/get-site-settings';
import { useSaveSiteSetting } from '../api/save-site-setting';

type Obj = Record<string, unknown>;
type SafeParse =
  | { success: true; data: unknown }
  | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
const obj = (value: unknown): Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};
const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** Server errors name 'value.x' or 'x': both show under field x. */
function unprefixed(errors: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors))
    out[key.replace(/^value\.?/, '') || 'value'] ??= message;
  return out;
}

/** One setting's form: validated with its schema, saved with PUT /settings/:key. */
function useSettingForm<V extends object>(key: SiteSettingKey, initial: () => V) {
  const token = useAdminToken();
  const save = useSaveSiteSetting(token);
  const form = useContentForm(initial);
  async function submit(value: unknown, title: string) {
    const schema: { safeParse: (data: unknown) => SafeParse } = siteSettingSchemas[key];
    const saved = await form.submit(schema, value, (data) =>
      save.mutateAsync({ key, value: data }),
    );
    if (saved) toast.success('Setting Saved', title);
  }
  return { form, errors: unprefixed(form.errors), submit };
}

function LiveStatsForm({ value }: { value: unknown }) {
  const v0 = obj(value);
  const { form, errors, submit } = useSettingForm('live_stats', () => ({
    mode: str(v0.active_clients_mode) || 'simulated',
    channels: str(v0.channels_count) || '2,475+',
    countries: str(v0.countries_served) || '14',
    uptime: str(v0.system_uptime) || '99.1',
  }));
  const v = form.values;
  return (
    <EditorCard
      title="Live statistics"
      description="The network status strip: simulated or real active clients, and its figures."
      onSubmit={() =>
        void submit(
          {
            active_clients_mode: v.mode,
            channels_count: v.channels,
            countries_served: num(v.countries),
            system_uptime: num(v.uptime),
          },
          'Live statistics',
        )
      }
      saving={form.saving}
      formError={form.formError}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="live-mode"
          label="Active clients"
          options={optionsOf(activeClientsModes)}
          value={v.mode}
          onChange={(x) => form.set('mode', x)}
          error={errors.active_clients_mode}
        />
        <TextField
          id="live-channels"
          label="Live channels"
          value={v.channels}
          onChange={(x) => form.set('channels', x)}
          error={errors.channels_count}
        />
        <TextField
          id="live-countries"
          label="Countries"
          type="number"
          value={v.countries}
          onChange={(x) => form.set('countries', x)}
          error={errors.countries_served}
        />
        <TextField
          id="live-uptime"
          label="System uptime (%)"
          type="number"
          value={v.uptime}
          onChange={(x) => form.set('uptime', x)}
          error={errors.system_uptime}
        />
      </div>
    </EditorCard>
  );
}

const bankFields = [
  ['bank', 'Bank'],
  ['account_name', 'Account name'],
  ['account_number', 'Account number'],
  ['branch_code', 'Branch code'],
  ['account_type', 'Account type'],
] as const;

function BankForm({ value }: { value: unknown }) {
  const v0 = obj(value);
  const { form, errors, submit } = useSettingForm(
    'eft_bank_details',
    () =>
      Object.fromEntries(bankFields.map(([k]) => [k, str(v0[k])])) as Record<
        (typeof bankFields)[number][0],
        string
      >,
  );
  return (
    <EditorCard
      title="EFT bank details"
      onSubmit={() => void submit(form.values, 'EFT bank details')}
      saving={form.saving}
      formError={form.formError}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {bankFields.map(([key, label]) => (
          <TextField
            key={key}
            id={`bank-${key}`}
            label={label}
            value={form.values[key]}
            onChange={(x) => form.set(key, x)}
            error={errors[key]}
          />
        ))}
      </div>
    </EditorCard>
  );
}

/** A setting whose value is one text (card link, support hours, business email). */
function TextSettingForm({
  settingKey,
  title,
  label,
  value,
  hint,
}: {
  settingKey: SiteSettingKey;
  title: string;
  label: string;
  value: unknown;
  hint?: string;
}) {
  const { form, errors, submit } = useSettingForm(settingKey, () => ({ text: str(value) }));
  return (
    <EditorCard
      title={title}
      onSubmit={() => void submit(form.values.text, title)}
      saving={form.saving}
      formError={form.formError}
    >
      <TextField
        id={`setting-${settingKey}`}
        label={label}
        hint={hint}
        value={form.values.text}
        onChange={(x) => form.set('text', x)}
        error={errors.value ?? errors.form}
      />
    </EditorCard>
  );
}

function BlockedDatesForm({ value }: { value: unknown }) {
  const { form, errors, submit } = useSettingForm('free_trial_blocked_dates', () => ({
    dates: Array.isArray(value) ? value.map(str) : [],
  }));
  return (
    <EditorCard
      title="Sport-event dates without free trials"
      description="On these days (Johannesburg) the free trial is not offered."
      onSubmit={() =>
        void submit(
          form.values.dates.filter((d) => d !== ''),
          'Free-trial blocked dates',
        )
      }
      saving={form.saving}
      formError={form.formError}
    >
      <ListEditor
        label="Dates"
        itemLabel="Date"
        type="date"
        items={form.values.dates}
        onChange={(x) => form.set('dates', x)}
        errors={itemErrors(form.errors, 'value')}
        error={errors.value ?? errors.form}
        addLabel="Add date"
      />
    </EditorCard>
  );
}

function SettingsForms({ items }: { items: AdminSiteSetting[] }) {
  const value = (key: SiteSettingKey) => items.find((s) => s.key === key)?.value ?? null;
  return (
    <div className="flex flex-col gap-4">
      <LiveStatsForm value={value('live_stats')} />
      <BankForm value={value('eft_bank_details')} />
      <TextSettingForm
        settingKey="card_payment_link"
        title="Card payment link"
        label="Link (https)"
        value={value('card_payment_link')}
        hint="Empty: no card payment."
      />
      <TextSettingForm
        settingKey="support_hours"
        title="Support hours"
        label="Support hours"
        value={value('support_hours')}
        hint="e.g. 9am-8pm, 7 days"
      />
      <BlockedDatesForm value={value('free_trial_blocked_dates')} />
      <TextSettingForm
        settingKey="business_email"
        title="Business email"
        label="Email"
        value={value('business_email')}
      />
    </div>
  );
}

/** Site settings: live-stats mode and figures, EFT details, card link, support hours, dates, email. */
export function SiteSettingsEditor() {
  const token = useAdminToken();
  const query = useSiteSettings(token);
  if (query.isError) return <LoadError what="site settings" />;
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  return <SettingsForms items={query.data.items} />;
}
