package classifier

import "regexp"

// The built assistant's prompt (see builtPromptParam) in Chinese,
// Japanese and Korean: "设置机器人提示词" sets a support bot's system
// prompt, "ボットのシステムプロンプト" is a bot's. The tool's name or title
// names the assistant it builds in those scripts, and what points at the
// model's own instructions, or carries them off, is read in them too, in
// the parameter's description and the tool's.

// builtAssistantCJK is a name or title word for an assistant a tool
// builds or configures, in Chinese, Japanese and Korean.
var builtAssistantCJK = regexp.MustCompile(`机器人|機器人|聊天机器人|智能体|客服助手|ボット|チャットボット|アシスタント|エージェント|봇|챗봇|어시스턴트|에이전트`)

// ownPromptCJK points at the model's own instructions or conversation,
// or sends them somewhere, in Chinese, Japanese and Korean.
var ownPromptCJK = regexp.MustCompile(`你的|您的|你当前|您当前|你自己|您自己|当前的?(对话|会话|系统提示)|本次(对话|会话)|发送|发到|上传|转发|外发|あなたの|あなた自身|現在の(会話|システム)|この会話|送信|アップロード|転送|당신의|너의|현재 대화|이 대화|전송|업로드|전달`)

// buildsAssistantCJK reports whether the tool's name or title names an
// assistant it builds in Chinese, Japanese or Korean, and nothing in the
// tool's description points at the model's own prompt.
func buildsAssistantCJK(tc *toolContext) bool {
	return tc != nil && builtAssistantCJK.MatchString(tc.name+" "+tc.title) && !ownPromptCJK.MatchString(tc.desc)
}
