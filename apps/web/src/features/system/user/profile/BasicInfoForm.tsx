import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOBILE_PATTERN, type ProfileUpdateBody, type ProfileVo } from '@zcps/contracts';

export function BasicInfoForm({
  profile,
  onSave,
}: {
  profile: ProfileVo;
  onSave: (body: ProfileUpdateBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileUpdateBody>();
  const { user } = profile;
  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: '100px' }}
      initialValues={{
        nickName: user.nickName,
        phonenumber: user.phonenumber,
        email: user.email,
        sex: user.sex,
      }}
      onFinish={(values) => onSave(values)}
      data-testid="profile-basic-form"
    >
      <Form.Item
        name="nickName"
        label={t('profile.nickName')}
        rules={[{ required: true, whitespace: true, message: t('profile.nickNameRequired') }, { max: 30 }]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="phonenumber"
        label={t('profile.phonenumber')}
        rules={[
          { required: true, message: t('profile.phoneRequired') },
          { pattern: MOBILE_PATTERN, message: t('profile.phoneInvalid') },
        ]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('profile.email')}
        rules={[
          { required: true, message: t('profile.emailRequired') },
          { type: 'email', message: t('profile.emailInvalid') },
        ]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="sex" label={t('profile.sex')}>
        <Radio.Group
          options={[
            { value: '0', label: t('profile.male') },
            { value: '1', label: t('profile.female') },
          ]}
        />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit">
          {t('profile.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
