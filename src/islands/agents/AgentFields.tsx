/** The fields of a search agent, shared by the save dialog and the dashboard's edit form. */
import { useId } from 'react';
import { inputClass, tr, type AgentStrings } from './strings';

export interface AgentValues {
  name: string;
  email: string;
  frequency: 'instant' | 'daily' | 'weekly';
  rooms_min: string;
  rooms_max: string;
  email_channel: boolean;
  sms_channel: boolean;
  phone: string;
}

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-400">
      {text}
    </p>
  ) : null;
}

export function AgentFields(props: {
  strings: AgentStrings;
  values: AgentValues;
  errors: Record<string, string>;
  smsAvailable: boolean;
  onChange: (values: AgentValues) => void;
}) {
  const { strings, values, errors, onChange } = props;
  const t = (k: string) => tr(strings, k);
  const id = useId();
  const set = <K extends keyof AgentValues>(key: K, value: AgentValues[K]) => onChange({ ...values, [key]: value });
  const text = (name: 'name' | 'email' | 'rooms_min' | 'rooms_max' | 'phone', label: string, type = 'text') => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        className={inputClass}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        inputMode={type === 'number' ? 'decimal' : undefined}
        min={type === 'number' ? 0 : undefined}
        max={type === 'number' ? 50 : undefined}
        step={type === 'number' ? 0.5 : undefined}
        autoComplete={name === 'email' ? 'email' : name === 'phone' ? 'tel' : undefined}
        onChange={(e) => set(name, e.target.value)}
      />
      <FieldError id={`${id}-${name}-error`} text={errors[name]} />
    </div>
  );
  return (
    <div className="space-y-4">
      {text('name', t('searchAgents.ui.name'))}
      {text('email', t('searchAgents.ui.email'), 'email')}
      <p className="-mt-3 text-xs text-slate-600 dark:text-slate-400">{t('searchAgents.ui.emailHint')}</p>
      <div className="space-y-1">
        <label htmlFor={`${id}-frequency`} className="block text-sm font-medium">
          {t('searchAgents.ui.frequency')}
        </label>
        <select
          id={`${id}-frequency`}
          name="frequency"
          className={inputClass}
          value={values.frequency}
          onChange={(e) => set('frequency', e.target.value as AgentValues['frequency'])}
        >
          <option value="instant">{t('searchAgents.ui.instant')}</option>
          <option value="daily">{t('searchAgents.ui.daily')}</option>
          <option value="weekly">{t('searchAgents.ui.weekly')}</option>
        </select>
        <FieldError id={`${id}-frequency-error`} text={errors.frequency} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {text('rooms_min', t('searchAgents.ui.roomsFrom'), 'number')}
        {text('rooms_max', t('searchAgents.ui.roomsTo'), 'number')}
      </div>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">{t('searchAgents.ui.channels')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="channel_email"
            checked={values.email_channel}
            onChange={(e) => set('email_channel', e.target.checked)}
          />
          {t('searchAgents.ui.channelEmail')}
        </label>
        {props.smsAvailable && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="channel_sms"
              checked={values.sms_channel}
              onChange={(e) => set('sms_channel', e.target.checked)}
            />
            {t('searchAgents.ui.channelSms')}
          </label>
        )}
        <FieldError id={`${id}-channels-error`} text={errors.channels} />
      </fieldset>
      {props.smsAvailable && values.sms_channel && text('phone', t('searchAgents.ui.phone'), 'tel')}
    </div>
  );
}

/** The API body for the values (rooms empty = no limit). */
export function agentBody(values: AgentValues) {
  const rooms = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));
  return {
    name: values.name,
    email: values.email,
    frequency: values.frequency,
    rooms_min: rooms(values.rooms_min),
    rooms_max: rooms(values.rooms_max),
    channels: [...(values.email_channel ? ['email'] : []), ...(values.sms_channel ? ['sms'] : [])],
    ...(values.sms_channel ? { phone: values.phone } : {}),
  };
}
