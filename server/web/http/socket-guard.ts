import type { WebSocket } from 'ws';
import type { Logger } from '#server/platform/logger';

/**
 * Frames (messages, pings, pongs) one socket may send per second. The page sends a typing notice
 * at most every two seconds and answers a ping every heartbeat: far below this.
 */
export const FRAMES_PER_SECOND = 20;
/** Close code for a socket that floods (RFC 6455: policy violation). */
export const POLICY_VIOLATION = 1008;

/**
 * What a client's bytes may cost the process. ws turns a malformed frame (too big, invalid UTF-8,
 * reserved opcode or bits, unmasked, fragments past maxPayload) into an 'error' and closes the
 * socket with the matching code (1009, 1007, 1002): the listener here is what keeps that 'error'
 * from ending the process. A socket sending more frames than the budget is closed (1008); one that
 * goes on flooding while closing is cut. ws itself bounds the pongs a ping flood leaves unsent.
 */
export function guardSocket(ws: WebSocket, logger: Logger): void {
  ws.on('error', (error: Error & { code?: string }) => {
    logger.info({ code: error.code, reason: error.message }, 'live socket closed: protocol error');
  });
  let windowStart = Date.now();
  let frames = 0;
  const count = () => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      frames = 0;
    }
    frames += 1;
    if (frames === FRAMES_PER_SECOND + 1) {
      logger.info('live socket closed: too many frames');
      ws.close(POLICY_VIOLATION, 'too_many_frames');
    } else if (frames > 4 * FRAMES_PER_SECOND) {
      ws.terminate();
    }
  };
  ws.on('message', count);
  ws.on('ping', count);
  ws.on('pong', count);
}
