import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@podcast/contracts';
import { Form, Input } from 'antd';

/** A new password, typed twice; the rules match the API's (packages/contracts/src/staff.ts). */
export function NewPasswordFields() {
  return (
    <>
      <Form.Item
        label="New password"
        name="password"
        extra={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
        rules={[
          { required: true, message: 'Password is required' },
          { min: STAFF_PASSWORD_MIN_LENGTH, message: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters` },
          { max: STAFF_PASSWORD_MAX_LENGTH, message: `At most ${STAFF_PASSWORD_MAX_LENGTH} characters` },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Repeat the new password"
        name="repeat"
        dependencies={['password']}
        rules={[
          { required: true, message: 'Please type the password again' },
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('The passwords do not match')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
