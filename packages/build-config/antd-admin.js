// The antd the admin apps share (issue 18). A shared module cannot be tree-shaken, so sharing
// `antd` itself put every component (date pickers, color picker, tree, tour...) on the admin's first
// load: ~446 kB gzip. The federation policy shares this barrel under the name `antd` instead: the
// components the admin uses plus a few light ones it is likely to need. Still one antd, one theme and
// one ConfigProvider for host and remotes. A component missing here fails the build (exportsPresence
// 'error' in index.cjs): add its line below, and the admin-bundle e2e test keeps the budget honest.
export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as AutoComplete } from 'antd/es/auto-complete';
export { default as Avatar } from 'antd/es/avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Breadcrumb } from 'antd/es/breadcrumb';
export { default as Button } from 'antd/es/button';
export { default as Card } from 'antd/es/card';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Col } from 'antd/es/col';
export { default as Collapse } from 'antd/es/collapse';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Divider } from 'antd/es/divider';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Empty } from 'antd/es/empty';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Grid } from 'antd/es/grid';
export { default as Image } from 'antd/es/image';
export { default as Input } from 'antd/es/input';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Layout } from 'antd/es/layout';
export { default as List } from 'antd/es/list';
export { default as Menu } from 'antd/es/menu';
export { default as message } from 'antd/es/message';
export { default as Modal } from 'antd/es/modal';
export { default as notification } from 'antd/es/notification';
export { default as Pagination } from 'antd/es/pagination';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Popover } from 'antd/es/popover';
export { default as Progress } from 'antd/es/progress';
export { default as Radio } from 'antd/es/radio';
export { default as Result } from 'antd/es/result';
export { default as Row } from 'antd/es/row';
export { default as Segmented } from 'antd/es/segmented';
export { default as Select } from 'antd/es/select';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Statistic } from 'antd/es/statistic';
export { default as Switch } from 'antd/es/switch';
export { default as Table } from 'antd/es/table';
export { default as Tabs } from 'antd/es/tabs';
export { default as Tag } from 'antd/es/tag';
export { default as theme } from 'antd/es/theme';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';
export { default as Upload } from 'antd/es/upload';
export { default as version } from 'antd/es/version';
