// placeholder: replaced by the dashboard of the shell issue
export const Dashboard = () => null;
