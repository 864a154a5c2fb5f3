import { whenIdle } from '../../../boot/whenIdle';

type RealtimeModule = typeof import('./realtimeConnection');
type HeldSocket = ReturnType<RealtimeModule['realtimeConnection']['hold']>['socket'];

/**
 * Once the browser is idle (the socket.io client is loaded then, so it never delays the first screen): holds the
 * app's one connection for `token` and lets `attach` listen on it. Returns what undoes both, safe to call before
 * they have happened (an effect's cleanup).
 */
export const holdSocketWhenIdle = (token: string, attach: (socket: HeldSocket, realtime: RealtimeModule) => () => void): (() => void) => {
  let stopped = false;
  let stop = () => undefined as void;
  const cancelIdle = whenIdle(() => {
    void import('./realtimeConnection').then((realtime) => {
      if (stopped) return;
      const { socket, release } = realtime.realtimeConnection.hold(token);
      const detach = attach(socket, realtime);
      stop = () => {
        detach();
        release();
      };
    });
  });
  return () => {
    stopped = true;
    cancelIdle();
    stop();
  };
};
